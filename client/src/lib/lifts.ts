import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@shared/api/booking-views';
import type * as api from '@shared/api/lifts';
import type { Lift } from '@shared/api/lifts';
import type { LiftValues } from '@shared/schemas/lifts';
import { callApi } from '@/lib/api-client';
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

/** A booking's lift by name; a retired lift still names the bookings it served. */
export function liftName(lifts: readonly Lift[] | undefined, liftId: number | null) {
  if (liftId === null) return null;
  return lifts?.find((lift) => lift.id === liftId)?.name ?? null;
}

export interface LiftAssignment {
  bookingId: number;
  liftId: number | null;
}

/** PATCH /api/bookings/{id}/lift -> { booking }: null takes it off any lift. */
export const assignLift = async ({ bookingId, liftId }: LiftAssignment): Promise<Booking> =>
  (
    await callApi<typeof api.assignBookingLift>('PATCH', '/api/bookings/:id/lift', {
      params: { id: bookingId },
      body: { liftId },
    })
  ).booking;

export function useAssignLift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignLift,
    onSuccess: (booking) => showServerBooking(queryClient, booking),
  });
}

/** POST /api/lifts { name } -> 201 { lift }; a name in service already, or a 21st lift, is 409. */
export const createLift = async ({ name }: LiftValues) =>
  (await callApi<typeof api.createLift>('POST', '/api/lifts', { body: { name } })).lift;

/** PATCH /api/lifts/{id} { name } -> { lift }. */
export const renameLift = async ({ liftId, name }: { liftId: number; name: string }) =>
  (
    await callApi<typeof api.renameLift>('PATCH', '/api/lifts/:id', {
      params: { id: liftId },
      body: { name },
    })
  ).lift;

/** DELETE /api/lifts/{id} retires it -> { lift }: its bookings keep it in their history. */
export const retireLift = async (liftId: number) =>
  (await callApi<typeof api.retireLift>('DELETE', '/api/lifts/:id', { params: { id: liftId } }))
    .lift;

function useLiftMutation<TVars>(mutationFn: (vars: TVars) => Promise<Lift>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lifts }),
  });
}

export const useCreateLift = () => useLiftMutation(createLift);
export const useRenameLift = () => useLiftMutation(renameLift);
export const useRetireLift = () => useLiftMutation(retireLift);
