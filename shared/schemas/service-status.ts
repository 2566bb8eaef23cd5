import { z } from 'zod';
import { SERVICE_STATUSES, type ServiceStatus } from '../constants';

/** PATCH /api/bookings/{id}/status (admins): where the service stands now. */
export const serviceStatusSchema = z
  .object({
    status: z.enum(SERVICE_STATUSES, {
      error: `Status must be one of ${SERVICE_STATUSES.join(', ')}`,
    }),
  })
  .strict();
export type ServiceStatusValues = z.output<typeof serviceStatusSchema>;

/**
 * The statuses each one may become (docs/product.md#service-status). Any status goes back to
 * 'scheduled', so a mis-tap is always undone; a boat in the slings may only finish (it came, so it
 * is no no-show); a finished or missed service changes only through that undo.
 */
const NEXT: Record<ServiceStatus, readonly ServiceStatus[]> = {
  scheduled: ['in_progress', 'done', 'no_show'],
  in_progress: ['done', 'scheduled'],
  done: ['scheduled'],
  no_show: ['scheduled'],
};

/** True when a booking at `from` may be set to `to` (the same status is always allowed: a no-op). */
export function canChangeStatus(from: ServiceStatus, to: ServiceStatus): boolean {
  return from === to || NEXT[from].includes(to);
}
