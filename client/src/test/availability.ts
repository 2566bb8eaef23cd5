import type { AvailabilityResponse, SlotAvailability } from '@shared/api/availability';
import { SERVICE_TYPES, TIME_SLOTS, type ServiceType, type TimeSlot } from '@shared/constants';
import type { FakeReply, FakeRequest } from './fake-api';

const open = (timeSlot: TimeSlot): SlotAvailability => ({
  timeSlot,
  capacity: 4,
  remaining: 2,
  available: true,
  reason: null,
});

export type SlotChanges = Partial<Record<TimeSlot, Partial<SlotAvailability>>>;

/** A deadline the yard closed, as GET /api/timeslots/available reports it. */
export const closedSlot = (closedReason: string | null = null): Partial<SlotAvailability> => ({
  available: false,
  reason: 'closed',
  remaining: 0,
  closedReason,
});

/** A deadline with no place left. */
export const fullSlot: Partial<SlotAvailability> = {
  available: false,
  reason: 'full',
  remaining: 0,
};

/**
 * GET /api/timeslots/available: every day's deadlines open with 2 of 4 places unless
 * `changes` (or `byDate` for that date) says otherwise.
 */
export function availability(
  changes: SlotChanges = {},
  byDate: Record<string, SlotChanges> = {},
): (request: FakeRequest) => FakeReply {
  return ({ url }) => {
    const date = url.searchParams.get('date') ?? '';
    const asked = url.searchParams.get('serviceType');
    const serviceType: ServiceType = SERVICE_TYPES.find((type) => type === asked) ?? 'haul-out';
    const dayChanges = byDate[date] ?? changes;
    const slots = TIME_SLOTS.map((slot) => ({ ...open(slot), ...dayChanges[slot] }));
    const body: AvailabilityResponse = {
      date,
      serviceType,
      availableTimeSlots: slots.filter((slot) => slot.available).map((slot) => slot.timeSlot),
      slots,
    };
    return { body };
  };
}
