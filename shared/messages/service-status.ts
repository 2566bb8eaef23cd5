import { SERVICE_STATUS_LABELS, type ServiceStatus } from '../constants';

/** Refusals of PATCH /api/bookings/{id}/status (and of /completed's completed part). */
export const SERVICE_STATUS_MESSAGES = {
  notAllowed: (from: ServiceStatus, to: ServiceStatus) =>
    from === 'in_progress' && to === 'no_show'
      ? 'This boat is already in the slings, so it cannot be a no-show. Mark it Done, or Undo to set it back to Scheduled.'
      : `A booking that is ${SERVICE_STATUS_LABELS[from]} cannot become ${SERVICE_STATUS_LABELS[to]}. Undo first to set it back to Scheduled.`,
} as const;
