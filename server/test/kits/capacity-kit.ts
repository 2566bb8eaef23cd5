import type { ApiClient } from '../api-client';

/** What anyone sees of one date's deadlines for a service type (haul-out unless given). */
export const availability = (client: ApiClient, date: string, serviceType = 'haul-out') =>
  client.get(`/api/timeslots/available?date=${date}&serviceType=${serviceType}`);

/** Why each deadline of an availability answer is closed to booking (null when open). */
export const reasons = (body: { slots: { reason: string | null }[] }) =>
  body.slots.map((s) => s.reason);
