/**
 * Messages the client routes on by substring (SPEC §8, DESIGN §4): "full"/"unavailable" only in
 * slot refusals (the client checks them first), "24 hours advance notice" and "profile".
 * client/src/features/schedule/booking-errors.test.ts holds the two sides together.
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
  // Abuse limits (DESIGN §3): no routed words, so the client shows these as they are.
  beyondHorizon: (days: number, lastDate: string) =>
    `Bookings open ${days} days ahead: please choose a date on or before ${lastDate}.`,
  tooManyUpcoming: (cap: number) =>
    `You already have ${cap} upcoming bookings, the most one owner may hold. Please cancel one, or wait until one has taken place, before booking another.`,
} as const;
