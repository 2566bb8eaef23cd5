import { Link } from 'react-router-dom';
import { titleCaseLocation } from '@shared/locations';
import { paths } from '@/app/paths';
import { ServiceBadge } from '@/components/service-badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatServiceDate } from '@/lib/marina-dates';
import { useAllBookings } from '../api/get-all-bookings';

/** /admin: every active booking, read-only, with the export entry point. */
export default function AdminPage() {
  const { data, isPending, isError } = useAllBookings();
  const bookings = data?.bookings ?? [];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-[#0b2545] to-[#0f766e] p-6 text-white sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Admin Dashboard</h1>
          <p className="mt-1 text-slate-100">All scheduled haul-outs and launches.</p>
        </div>
        <Link to={paths.adminExport} className={buttonClasses('outlineInverse', 'lg')}>
          EXPORT NOW
        </Link>
      </div>
      <Card className="overflow-hidden">
        {isPending ? (
          <div className="flex flex-col gap-3 p-4" aria-busy="true" aria-label="Loading bookings">
            {[0, 1, 2, 3, 4].map((key) => (
              <Skeleton key={key} className="h-12 w-full" />
            ))}
          </div>
        ) : isError ? (
          <p role="alert" className="p-8 text-center">
            Error loading bookings. Please try again.
          </p>
        ) : bookings.length === 0 ? (
          <div className="p-8 text-center">
            <h2 className="text-xl font-bold">No bookings found</h2>
            <p className="mt-2 text-muted-foreground">There are no bookings scheduled yet</p>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {bookings.map((booking) => (
              <li
                key={booking.id}
                className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:gap-4"
              >
                <ServiceBadge serviceType={booking.serviceType} className="w-fit" />
                <span className="font-semibold">
                  {formatServiceDate(booking.bookingDate, 'EEE, MMM d, yyyy')} · {booking.timeSlot}
                </span>
                <span className="text-sm text-muted-foreground">
                  {titleCaseLocation(booking.sourceSlipType)} →{' '}
                  {titleCaseLocation(booking.destination)}
                </span>
                <span className="text-sm sm:ml-auto">
                  {booking.ownerName} · {booking.ownerEmail}
                </span>
                <span className="font-mono text-sm font-bold">{booking.confirmationCode}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
