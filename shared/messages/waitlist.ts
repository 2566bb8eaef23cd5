/**
 * The waitlist's texts both sides rely on: the server's refusals (POST/DELETE /api/waitlist)
 * and what the schedule page and /my-bookings say about an entry. A refusal the booking form
 * shares (profile, route, notice, horizon, closed, duplicate) keeps its text from
 * shared/messages/bookings.ts.
 */
export const WAITLIST_MESSAGES = {
  notFull:
    'This deadline has a free place: book it instead of joining the waitlist. Please choose it again and confirm the service.',
  alreadyWaiting: 'You are already on the waitlist for this deadline.',
  tooMany: (cap: number) =>
    `You are already on ${cap} waitlists, the most one owner may join. Please leave one before joining another.`,
  notFound: 'Waitlist entry not found',
  left: 'You left the waitlist',
} as const;

/** "Number 3 in line": an entry's position (1 = next) as the owner reads it. */
export function waitlistPositionText(position: number): string {
  return position === 1 ? 'Next in line' : `Number ${position} in line`;
}
