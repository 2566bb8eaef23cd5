import { BOAT_MESSAGES } from '@shared/messages/boats';
import { ApiError } from '@/lib/api-client';

/**
 * The server's refusals of the booking's boat, in the desk's words, for the Boat field: the
 * server words boat_required for the owner ("add your boat to your profile"), and the office
 * adds it here instead. Null for any other failure.
 */
export function boatFieldError(error: unknown, boatsInService: number): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'boat_not_bookable') return BOAT_MESSAGES.notBookable;
  if (error.code !== 'boat_required') return null;
  return boatsInService > 0
    ? BOAT_MESSAGES.chooseBoat
    : 'The marina needs a boat on every booking: add the customer’s boat first';
}
