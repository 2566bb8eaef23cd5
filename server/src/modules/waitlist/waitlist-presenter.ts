import type { WaitlistEntry } from '@shared/api/waitlist';
import type { PositionedEntry } from './waitlist-service';

export function presentWaitlistEntry({ entry, position, boat }: PositionedEntry): WaitlistEntry {
  return {
    id: entry.id,
    serviceType: entry.serviceType,
    sourceSlipType: entry.sourceSlipType,
    destination: entry.destination,
    specialRequests: entry.specialRequests,
    bookingDate: entry.bookingDate,
    timeSlot: entry.timeSlot,
    position,
    boat,
    createdAt: entry.createdAt.toISOString(),
  };
}
