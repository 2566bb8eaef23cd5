import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { Booking } from '@shared/api/booking-views';
import type { PublicConfig } from '@shared/api/system';
import { lastBookableDate } from '@shared/booking-horizon';
import { SERVICE_LABELS, SERVICE_TYPES } from '@shared/constants';
import { marinaToday } from '@shared/marina-time';
import { toOfficeBooking } from '@shared/schemas/office-booking-form';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SpecialRequestsField } from '@/components/special-requests-field';
import { RadioCards } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { useNow } from '@/lib/use-now';
import { useCreateOfficeBooking } from '../api/create-office-booking';
import { BoatField } from './boat/boat-field';
import { boatFieldError } from './boat/boat-errors';
import { useBoatChoice } from './boat/use-boat-choice';
import { BookingCreatedDialog } from './booking-created-dialog';
import { ContactFields } from './contact-fields';
import { ControlledField } from './controlled-field';
import { CustomerPicker } from './customer-picker';
import { DateField } from './date-field';
import { LiftOverrideField } from './lift-override/lift-override-field';
import { useLiftOverride } from './lift-override/use-lift-override';
import { LocationFields } from './location-fields';
import { TimeSlotField } from './time-slot-field';
import { useNewBookingForm } from './use-new-booking-form';

const serviceOptions = SERVICE_TYPES.map((value) => ({ value, label: SERVICE_LABELS[value] }));

/**
 * The admin dashboard's New Booking tab: the office books for a customer (docs/product.md#screens,
 * #validation).
 */
export default function NewBookingTab() {
  const { data: config, isError } = useConfig();
  if (isError)
    return <p role="alert">The marina settings could not be loaded. Please try again later.</p>;
  if (!config) return <Spinner label="Loading" />;
  return <NewBookingForm config={config} />;
}

function NewBookingForm({ config }: { config: PublicConfig }) {
  const navigate = useNavigate();
  const now = useNow(60_000);
  const today = marinaToday(now, config.timeZone);
  const lastDate = lastBookableDate(now, config.timeZone, config.bookingHorizonDays);
  const { form, customer, chooseCustomer, profileLoading, locationOptions, startOver } =
    useNewBookingForm();
  const [serviceType, bookingDate, timeSlot, boatId] = useWatch({
    control: form.control,
    name: ['serviceType', 'bookingDate', 'timeSlot', 'boatId'],
  });
  const errors = form.formState.errors;
  const boatChoice = useBoatChoice(form, customer?.id ?? null);
  const create = useCreateOfficeBooking();
  const [booked, setBooked] = useState<Booking | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const liftOverride = useLiftOverride(
    [customer?.id, boatId, serviceType, bookingDate, timeSlot].join(' '),
  );

  const submit = form.handleSubmit((values) => {
    const pastLiftRules = liftOverride.fields();
    if (pastLiftRules === null) return;
    create.mutate(
      { ...toOfficeBooking(values), ...pastLiftRules },
      {
        onSuccess: setBooked,
        onError: (error) => {
          if (liftOverride.refused(error)) return;
          const boatError = boatFieldError(error, boatChoice.boats.length);
          if (boatError) {
            // The boat may have been archived meanwhile: the picker shows the boats as they are.
            boatChoice.reload();
            form.setError('boatId', { message: boatError });
            return;
          }
          toast({
            title: 'Booking Failed',
            description: errorMessage(error, 'There was an error creating the booking.'),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="New booking">
        <div className="grid gap-6 lg:grid-cols-2">
          <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-6">
            <h2 className="text-xl font-bold">Customer</h2>
            <ControlledField
              form={form}
              name="userId"
              render={({ ref, error }) => (
                <CustomerPicker
                  id="office-customer"
                  buttonRef={ref}
                  value={customer}
                  onChange={chooseCustomer}
                  error={error}
                />
              )}
            />
            <BoatField
              key={customer?.id}
              form={form}
              customerId={customer?.id ?? null}
              choice={boatChoice}
            />
            <ContactFields form={form} />
          </Card>
          <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-6">
            <h2 className="text-xl font-bold">Service</h2>
            <ControlledField
              form={form}
              name="serviceType"
              render={({ value, onChange }) => (
                <RadioCards
                  name="office-service-type"
                  label="Service type"
                  value={value}
                  options={serviceOptions}
                  onValueChange={onChange}
                />
              )}
            />
            <LocationFields form={form} options={locationOptions} loading={profileLoading} />
            <div className="grid gap-4 sm:grid-cols-2">
              <ControlledField
                form={form}
                name="bookingDate"
                render={({ ref, ...bound }) => (
                  <DateField
                    id="office-date"
                    buttonRef={ref}
                    {...bound}
                    today={today}
                    lastDate={lastDate}
                  />
                )}
              />
              <ControlledField
                form={form}
                name="timeSlot"
                render={({ value, onChange, error }) => (
                  <TimeSlotField
                    id="office-time-slot"
                    date={bookingDate}
                    serviceType={serviceType}
                    boatId={boatId ?? null}
                    value={value}
                    onChange={onChange}
                    error={error}
                  />
                )}
              />
            </div>
            <SpecialRequestsField
              id="office-special-requests"
              markOptional
              error={errors.specialRequests?.message}
              registration={form.register('specialRequests')}
            />
          </Card>
        </div>
        <div className="mt-6 flex flex-col gap-4">
          <LiftOverrideField override={liftOverride} />
          <Button
            ref={submitButton}
            type="submit"
            size="lg"
            disabled={create.isPending}
            className="w-full sm:w-auto sm:self-end"
          >
            {create.isPending ? 'Creating...' : 'Create Booking'}
          </Button>
        </div>
      </form>
      <BookingCreatedDialog
        booking={booked}
        returnFocusTo={submitButton}
        onCreateAnother={() => {
          setBooked(null);
          startOver();
        }}
        onReturn={() => {
          setBooked(null);
          void navigate(paths.admin);
        }}
      />
    </>
  );
}
