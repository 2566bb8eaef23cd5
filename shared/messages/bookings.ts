/**
 * Booking refusals both sides rely on: the server sends them (docs/product.md#error-catalogue,
 * docs/product.md#bookings) and the client's tests check which toast each one lands on. The client
 * routes on the error's `code` (shared/error-codes.ts); the words "full"/"unavailable", "24 hours
 * advance notice" and "profile" stay in these texts because docs/product.md#error-catalogue and
 * docs/product.md#bookings promise them.
 */
export const BOOKING_MESSAGES = {
  profileIncomplete: 'Please complete your profile (your name and storage type) before booking.',
  illegalRoute: 'That source and destination are not available for your storage type.',
  illegalRouteForCustomer:
    "That source and destination are not available for this customer's storage type.",
  notice: 'Bookings require at least 24 hours advance notice. Please choose a later date or time.',
  past: 'This date is in the past and unavailable. Please choose today or a later date.',
  full: 'This deadline is full and unavailable. Please choose another.',
  closed: 'This deadline is closed and unavailable. Please choose another.',
  duplicate: 'You already have a booking for this deadline',
  customerMissing: 'Please select a user',
  notFound: 'Booking not found',
  completed: 'Completed services cannot be cancelled',
  started: 'This service has already started and can no longer be cancelled',
  startedChange: 'This service has already started and can no longer be changed',
  missed: 'This service was missed. Please call the marina office to arrange a new time.',
  // Changing a booking's date and deadline (POST /api/bookings/{id}/reschedule).
  changeTooLate:
    'Bookings can be changed online only until 24 hours before their deadline. Please call the marina office to change this one.',
  completedChange: 'Completed services cannot be changed',
  sameDeadline:
    'This booking is already on that date and deadline. Please choose a different date or deadline.',
  changedMeanwhile:
    'This booking was changed at the same moment by someone else. Please reload and try again.',
  // Abuse limits (docs/product.md#capacity): the client shows these as they are.
  beyondHorizon: (days: number, lastDate: string) =>
    `Bookings open ${days} days ahead: please choose a date on or before ${lastDate}.`,
  tooManyUpcoming: (cap: number) =>
    `You already have ${cap} upcoming bookings, the most one owner may hold. Please cancel one, or wait until one has taken place, before booking another.`,
  // Clearing all bookings with the number the admin typed.
  clearCountChanged: (count: number) =>
    `There are ${count} active bookings now, not the number you typed. Nothing was cleared: check the count and type it again.`,
} as const;

/** The per-owner throttle on booking and cancelling (docs/product.md#capacity), shown as the toast as it is. */
export const OWNER_WRITES_MESSAGE =
  'Too many bookings and cancellations in a short time. Please wait a while and try again.';
