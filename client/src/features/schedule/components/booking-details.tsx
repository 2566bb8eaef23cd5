import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Profile } from '@shared/api/profiles';
import { LOCATION_LABELS, type Location } from '@shared/constants';
import { LIFT_SLOT_EXPLANATIONS } from '@shared/messages/lifts';
import { paths } from '@/lib/paths';
import type { WaitlistReason } from '@/components/deadlines/deadline-picker';
import { Button, buttonClasses } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select';
import { SpecialRequestsField } from '@/components/special-requests-field';
import { cn } from '@/lib/cn';
import type { BookingFormApi } from './use-booking-form';

const NO_OPTIONS = 'Complete your profile to see options';
const SIGN_IN_FOR_OPTIONS = 'Sign in to see options';
const toOptions = (values: readonly Location[]) =>
  values.map((value) => ({ value, label: LOCATION_LABELS[value] }));

/** The details panel beside the calendar: who books, which boat, from and to where, notes, submit. */
export function BookingDetails(props: {
  title: string;
  signedIn: boolean;
  profile: Profile | null;
  form: BookingFormApi;
  blockedReason: string | null;
  withinNotice: boolean;
  pending: boolean;
  /** The chosen deadline is full, or its lifts for this boat are: submitting joins its waitlist. */
  joinWaitlist?: WaitlistReason | null;
  /** The owner already queues for the chosen deadline: this stands where submit would. */
  waitlistPlace?: ReactNode;
  /** Which boat it is for; signed out, there is none to show. */
  boatField?: ReactNode;
  onSubmit: () => void;
}) {
  const { form, profile } = props;
  const errors = form.formState.errors;

  // Signed out, the form is shown as it will be, disabled, with a way to sign in
  // (docs/product.md#screens).
  const signedOut = !props.signedIn;
  const options = form.locationOptions;
  const locationSelect = (
    name: 'sourceSlipType' | 'destination',
    label: string,
    values: readonly Location[] | undefined,
  ) => (
    <SelectField
      id={`booking-${name}`}
      label={label}
      error={errors[name]?.message}
      value={form.watch(name) || undefined}
      onValueChange={(value) => form.setValue(name, value, { shouldValidate: true })}
      options={values ? toOptions(values) : []}
      placeholder={values ? 'Select a location' : signedOut ? SIGN_IN_FOR_OPTIONS : NO_OPTIONS}
      disabled={!values || signedOut}
    />
  );

  return (
    <form
      ref={form.formRef}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      <h2 className="text-xl font-bold">{props.title}</h2>
      {profile && !signedOut && (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm">
          Booking as: <span className="font-semibold">{profile.fullName}</span> (
          {profile.preferredEmail})
        </p>
      )}
      <fieldset disabled={signedOut} className="flex min-w-0 flex-col gap-4">
        <legend className="sr-only">Booking details</legend>
        {!signedOut && props.boatField}
        {locationSelect('sourceSlipType', 'From where', options?.sources)}
        {locationSelect('destination', 'To where', options?.destinations)}
        {!options && !signedOut && (
          <Link
            to={paths.profile}
            className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-foreground underline underline-offset-4"
          >
            Complete your profile
          </Link>
        )}
        <SpecialRequestsField
          id="booking-special-requests"
          error={errors.specialRequests?.message}
          registration={form.register('specialRequests')}
        />
      </fieldset>
      {signedOut ? (
        <>
          <p className="text-muted-foreground">You must sign in to schedule services</p>
          <Link to={paths.auth} className={buttonClasses('primary', 'lg')}>
            Sign In to Book
          </Link>
        </>
      ) : (
        (props.waitlistPlace ?? <SubmitArea {...props} />)
      )}
    </form>
  );
}

/** What is full, as the waitlist's offer says it. */
const FULL: Record<WaitlistReason, string> = {
  full: 'This deadline is full',
  lift_full: `${LIFT_SLOT_EXPLANATIONS.lift_full} at this deadline`,
};

/**
 * What stands where the signed-in owner submits: why it is blocked, then CONFIRM SERVICE, or
 * Join waitlist when the chosen deadline is full (or the lifts that take the boat are).
 */
function SubmitArea(props: {
  blockedReason: string | null;
  withinNotice: boolean;
  pending: boolean;
  joinWaitlist?: WaitlistReason | null;
}) {
  return (
    <>
      {props.blockedReason && (
        <p className="text-sm text-muted-foreground">{props.blockedReason}</p>
      )}
      {props.withinNotice && (
        <p
          role="alert"
          className="rounded-lg border border-destructive p-3 text-sm font-medium text-destructive dark:text-red-300"
        >
          This time slot is within the 24-hour advance notice window and cannot be booked.
        </p>
      )}
      {props.joinWaitlist && !props.withinNotice && (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm">
          {FULL[props.joinWaitlist]}. Join its waitlist: if a place opens, it is booked for you in
          turn and you get the confirmation by email.
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        className={cn('tracking-wide', props.blockedReason && 'opacity-50')}
        disabled={props.pending || props.withinNotice}
        // Looks disabled until a date and deadline are chosen, but still explains why on click.
        aria-disabled={props.blockedReason ? true : undefined}
        data-blocked={props.blockedReason ? 'true' : undefined}
        data-testid="booking-submit"
      >
        {props.pending ? 'Processing...' : props.joinWaitlist ? 'Join waitlist' : 'CONFIRM SERVICE'}
      </Button>
    </>
  );
}
