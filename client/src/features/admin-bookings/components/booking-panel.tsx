import type { AdminBooking } from '@shared/api-types';
import { SERVICE_LABELS } from '@shared/constants';
import { titleCaseLocation } from '@shared/locations';
import { ChangeDateButton } from '@/components/change-date/change-date-dialog';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { useConfig } from '@/lib/config';
import { formatMarinaInstant, formatServiceDate } from '@/lib/marina-dates';
import { serviceDateText } from './booking-cells';
import { BookingHistoryList } from './booking-history-list';
import { DeleteBookingButton } from './delete-booking-button';
import { DetailList, PanelSection } from './detail-list';
import { FlagCheckbox } from './flag-checkbox';
import { OwnerProfileSection } from './owner-profile-section';
import { FLAG_NAMES } from './use-toggle-flag';
import { useLiveBooking } from './use-live-booking';

function PanelBody({ booking, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const timeZone = useConfig().data?.timeZone ?? 'UTC';
  return (
    <>
      <PanelSection title="Service">
        <DetailList
          items={[
            ['Service', SERVICE_LABELS[booking.serviceType]],
            ['Date', formatServiceDate(booking.bookingDate, 'EEEE, MMMM d, yyyy')],
            ['Deadline', booking.timeSlot],
            ['From', titleCaseLocation(booking.sourceSlipType)],
            ['To', titleCaseLocation(booking.destination)],
            ['Special requests', booking.specialRequests],
            [
              'Confirmation',
              <span className="font-mono font-bold">{booking.confirmationCode}</span>,
            ],
            ['Booked', formatMarinaInstant(booking.createdAt, timeZone, 'MMM d, yyyy h:mm a')],
          ]}
        />
      </PanelSection>
      <PanelSection title="Status">
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {FLAG_NAMES.map((flag) => (
            <FlagCheckbox key={flag} booking={booking} flag={flag} place="panel" />
          ))}
        </div>
      </PanelSection>
      <PanelSection title="Owner on this booking">
        <DetailList
          items={[
            ['Name', booking.ownerName],
            ['Email', <a href={`mailto:${booking.ownerEmail}`}>{booking.ownerEmail}</a>],
            [
              'Phone',
              booking.ownerPhone && <a href={`tel:${booking.ownerPhone}`}>{booking.ownerPhone}</a>,
            ],
            ['VIB Member', booking.isVibMember ? 'Yes' : 'No'],
          ]}
        />
      </PanelSection>
      <OwnerProfileSection userId={booking.userId} username={booking.user?.username} />
      <PanelSection title="History">
        <BookingHistoryList bookingId={booking.id} timeZone={timeZone} />
      </PanelSection>
      <div className="flex flex-wrap gap-2 border-t border-border pt-4">
        {/* The office may move any booking not yet done, to today or later (no 24-hour rule). */}
        {!booking.completed && <ChangeDateButton booking={booking} rules="office" />}
        <DeleteBookingButton booking={booking} onDeleted={onClose} />
      </div>
    </>
  );
}

/** Everything about one booking, in a side sheet; the list and the calendar both open it. */
export function BookingPanel(props: {
  booking: AdminBooking | null;
  onOpenChange(open: boolean): void;
}) {
  const booking = useLiveBooking(props.booking);
  return (
    <Sheet open={props.booking !== null} onOpenChange={(open) => props.onOpenChange(open)}>
      {booking && (
        <SheetContent
          title={`${SERVICE_LABELS[booking.serviceType]} · ${booking.ownerName}`}
          description={`${serviceDateText(booking)} at ${booking.timeSlot} · ${booking.confirmationCode}`}
        >
          <PanelBody booking={booking} onClose={() => props.onOpenChange(false)} />
        </SheetContent>
      )}
    </Sheet>
  );
}
