import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@shared/api/booking-views';
import type * as api from '@shared/api/lifts';
import type { Lift } from '@shared/api/lifts';
import type { ErrorCode } from '@shared/error-codes';
import { ApiError, callApi, errorMessage } from '@/lib/api-client';
import { showServerBooking } from '@/lib/cached-admin-lists';
import { queryKeys } from '@/lib/query-keys';

/**
 * The yard's lifts (docs/product.md#lifts), shared by the Availability tab that keeps them, the
 * booking panel and day sheet that name them, and the crew board that runs a column per lift.
 */

/** GET /api/lifts -> lifts in service first, then retired ones. */
export const getLifts = async () =>
  (await callApi<typeof api.listLifts>('GET', '/api/lifts')).lifts;

export const liftsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.lifts, queryFn: getLifts });

export function useLifts(enabled = true) {
  return useQuery({ ...liftsQueryOptions(), enabled });
}

/** The lifts still in service, for a select or the board's columns. */
export const liftsInService = (lifts: readonly Lift[] | undefined) =>
  (lifts ?? []).filter((lift) => !lift.retiredAt);

/** A booking's lift; a retired lift still names the bookings it served. */
export function liftOf(lifts: readonly Lift[] | undefined, liftId: number | null) {
  if (liftId === null) return null;
  return lifts?.find((lift) => lift.id === liftId) ?? null;
}

/** A booking's lift by name. */
export const liftName = (lifts: readonly Lift[] | undefined, liftId: number | null) =>
  liftOf(lifts, liftId)?.name ?? null;

export interface LiftAssignment {
  bookingId: number;
  liftId: number | null;
  /** Past the lift's limits or load (lift_too_small, lift_full), for this reason. */
  overrideReason?: string;
}

/** PATCH /api/bookings/{id}/lift -> { booking }: null takes it off any lift. */
export const assignLift = async ({
  bookingId,
  liftId,
  overrideReason,
}: LiftAssignment): Promise<Booking> =>
  (
    await callApi<typeof api.assignBookingLift>('PATCH', '/api/bookings/:id/lift', {
      params: { id: bookingId },
      body: overrideReason === undefined ? { liftId } : { liftId, override: true, overrideReason },
    })
  ).booking;

export function useAssignLift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignLift,
    onSuccess: (booking) => showServerBooking(queryClient, booking),
  });
}

/** A lift the server would not give the boat under the rules; the office or crew may override. */
export interface LiftRefusal {
  liftId: number;
  /** The server's words: which limit or load, and that an override needs a reason. */
  message: string;
}

/** The refusals an override with a reason gets past (docs/product.md#lifts). */
const OVERRIDABLE: readonly ErrorCode[] = ['lift_too_small', 'lift_full'];

/**
 * A failed assignment of `liftId` that an override could get past, or null: a lift taken off
 * (null) or any other failure is no refusal of the rules.
 */
export function liftRefusalOf(error: unknown, liftId: number | null): LiftRefusal | null {
  const overridable =
    error instanceof ApiError && error.code !== null && OVERRIDABLE.includes(error.code);
  if (!overridable || liftId === null) return null;
  return { liftId, message: errorMessage(error, 'This lift does not fit.') };
}
