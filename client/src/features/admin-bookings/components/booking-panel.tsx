import type { AdminBooking } from '@shared/api/booking-views';
import { SERVICE_LABELS } from '@shared/constants';
import { titleCaseLocation } from '@shared/locations';
import { EmailText } from '@/components/email-text';
import { LiftMarks } from '@/components/lift-marks';
import { ChangeDateButton } from '@/components/change-date/change-date-dialog';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { useConfig } from '@/lib/config';
import { useCan } from '@/lib/roles';
import { formatMarinaInstant, formatServiceDate } from '@/lib/marina-dates';
import { useLiveEvents } from '@/lib/use-live-events';
import { BookingBoatSection } from './booking-boat-section';
import { serviceDateText } from './booking-cells';
import { BookingHistoryList } from './booking-history-list';
import { telHref } from './day-sheet/boat-location';
import { DeleteBookingButton } from './delete-booking-button';
import { DetailList, PanelSection } from './detail-list';
import { ClosedMarker } from './closed-marker';
import { OwnerProfileSection } from './owner-profile-section';
import { useReturnFocus } from './return-focus';
import { BookingLiftSelect } from './service/booking-lift-select';
import { ServiceStatusControl } from './service/service-status-control';
import { StatusFlags } from './status-flags';
import { FLAGS_LOCKED } from './use-toggle-flag';
import { TextsOnMarker } from './texts-on-marker';
import { useLiveBooking } from './use-live-booking';

// Links in the panel's lists are a thumb's height on a phone: the padding reaches 44 px and the
// negative margin keeps the line where the text is.
const linkClasses = 'inline-block py-3 -my-3 underline-offset-2 hover:underline sm:py-0 sm:my-0';

/**
 * The office sees everything; the crew (docs/product.md#staff-roles) the service, the boat, the
 * owner's contact, and sets the status and the lift, without the flags, the owner's profile, the
 * history, change date or delete, which their role does not include.
 */
function PanelBody({ booking, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const timeZone = useConfig().data?.timeZone ?? 'UTC';
  const office = useCan('bookings');
  const readsOwners = useCan('viewUsers');
  return (
    <>
      <PanelSection title="Service">
        <DetailList
          items={[
            ['Service', SERVICE_LABELS[booking.serviceType]],
            ['Date', formatServiceDate(booking.bookingDate, 'EEEE, MMMM d, yyyy')],
            [
              'Deadline',
              <span className="flex flex-wrap items-center gap-2">
                {booking.timeSlot}
                {booking.closure && <ClosedMarker closure={booking.closure} />}
              </span>,
            ],
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
      <BookingBoatSection booking={booking} withRecord={readsOwners} />
      <PanelSection title="Status">
        <ServiceStatusControl booking={booking} />
        <BookingLiftSelect booking={booking} />
        <LiftMarks booking={booking} />
        <StatusFlags booking={booking} touch locked={office ? undefined : FLAGS_LOCKED} />
      </PanelSection>
      <PanelSection title="Owner on this booking">
        <DetailList
          items={[
            ['Name', booking.ownerName],
            [
              'Email',
              <a href={`mailto:${booking.ownerEmail}`} className={linkClasses}>
                <EmailText email={booking.ownerEmail} />
              </a>,
            ],
            [
              'Phone',
              (booking.ownerPhone || booking.ownerTexts) && (
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  {booking.ownerPhone && (
                    <a href={telHref(booking.ownerPhone)} className={linkClasses}>
                      {booking.ownerPhone}
                    </a>
                  )}
                  <TextsOnMarker booking={booking} />
                </span>
              ),
            ],
            ['VIB Member', booking.isVibMember ? 'Yes' : 'No'],
          ]}
        />
      </PanelSection>
      {readsOwners && (
        <OwnerProfileSection userId={booking.userId} username={booking.user?.username} />
      )}
      {office && (
        <>
          <PanelSection title="History">
            <BookingHistoryList bookingId={booking.id} timeZone={timeZone} />
          </PanelSection>
          <div className="flex flex-wrap gap-2 border-t border-border pt-4">
            {/* The office may move any booking not yet done, to today or later (no 24-hour rule). */}
            {!booking.completed && <ChangeDateButton booking={booking} rules="office" />}
            <DeleteBookingButton booking={booking} onDeleted={onClose} />
          </div>
        </>
      )}
    </>
  );
}

/**
 * Everything about one booking, in a side sheet; the list, the calendar and the day sheet open
 * it, and it gives focus back to what opened it (`opener` when that control is gone by then).
 */
export function BookingPanel(props: {
  booking: AdminBooking | null;
  opener?: HTMLElement | null;
  onOpenChange(open: boolean): void;
}) {
  const booking = useLiveBooking(props.booking);
  // Live while open, wherever it opened: its date keeps a one-day stream to that day.
  useLiveEvents({ date: props.booking?.bookingDate, enabled: props.booking !== null });
  const id = props.booking?.id;
  useReturnFocus(props.booking !== null, props.opener, () =>
    document.querySelector<HTMLElement>(`[data-booking-id="${id}"]:not([role="dialog"] *)`),
  );
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
