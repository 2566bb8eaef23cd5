import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as api from '@shared/api/boats';
import type { Boat, BookingBoat } from '@shared/api/boats';
import { BOAT_KIND_LABELS, type BoatChangesInput, type NewBoatInput } from '@shared/schemas/boats';
import { DEFAULT_MARINA_UNITS, formatLength, formatWeight, type MarinaUnits } from '@shared/units';
import { callApi } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { formatServiceDate } from '@/lib/marina-dates';
import { queryKeys } from '@/lib/query-keys';

/**
 * Owners' boats (docs/product.md#boats), shared by the profile that keeps them, the schedule
 * that books one, and the office screens that read a customer's.
 */

/** GET /api/boats -> the signed-in owner's boats: in service first, by name, then archived. */
export const getMyBoats = async () =>
  (await callApi<typeof api.listMyBoats>('GET', '/api/boats')).boats;

export const myBoatsQueryOptions = (userId: number | undefined) =>
  queryOptions({ queryKey: queryKeys.boats(userId), queryFn: getMyBoats });

export function useMyBoats(userId: number | undefined) {
  return useQuery({ ...myBoatsQueryOptions(userId), enabled: userId !== undefined });
}

/** GET /api/users/{id}/boats (office) -> a customer's boats. */
export const getCustomerBoats = async (userId: number) =>
  (
    await callApi<typeof api.listCustomerBoats>('GET', '/api/users/:id/boats', {
      params: { id: userId },
    })
  ).boats;

export function useCustomerBoats(userId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.boats(userId),
    queryFn: () => getCustomerBoats(userId!),
    enabled: userId !== undefined,
  });
}

/** The boats still in service: the ones a booking may be for. */
export const boatsInService = (boats: readonly Boat[] | undefined) =>
  (boats ?? []).filter((boat) => !boat.archivedAt);

/** POST /api/boats -> 201 { boat }, for the signed-in owner. */
export const addMyBoat = async (values: NewBoatInput) =>
  (await callApi<typeof api.addMyBoat>('POST', '/api/boats', { body: values })).boat;

/** POST /api/users/{id}/boats -> 201 { boat }: the office adds one for a customer. */
export const addCustomerBoat = async ({
  userId,
  values,
}: {
  userId: number;
  values: NewBoatInput;
}) =>
  (
    await callApi<typeof api.addCustomerBoat>('POST', '/api/users/:id/boats', {
      params: { id: userId },
      body: values,
    })
  ).boat;

/** PATCH /api/boats/{id} -> { boat }: the owner's own, or any for the office. */
export const changeBoat = async ({
  boatId,
  changes,
}: {
  boatId: number;
  changes: BoatChangesInput;
}) =>
  (
    await callApi<typeof api.changeBoat>('PATCH', '/api/boats/:id', {
      params: { id: boatId },
      body: changes,
    })
  ).boat;

/** DELETE /api/boats/{id} archives it -> { boat }: sold or gone; its bookings keep it. */
export const archiveBoat = async (boatId: number) =>
  (await callApi<typeof api.archiveBoat>('DELETE', '/api/boats/:id', { params: { id: boatId } }))
    .boat;

/**
 * A change to boats refreshes the owner's list and the bookings that show a boat (each answer
 * reads it as it is now).
 */
function useBoatMutation<TVars>(mutationFn: (vars: TVars) => Promise<Boat>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (boat) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.boats(boat.ownerId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bookingsAll }),
      ]);
    },
  });
}

export const useAddMyBoat = () => useBoatMutation(addMyBoat);
export const useAddCustomerBoat = () => useBoatMutation(addCustomerBoat);
export const useChangeBoat = () => useBoatMutation(changeBoat);
export const useArchiveBoat = () => useBoatMutation(archiveBoat);

/** 'Sea Breeze' and, when known, its kind: 'Sea Breeze (Sail)'. */
export function boatLabel(boat: Pick<BookingBoat, 'name' | 'kind'>): string {
  return boat.kind ? `${boat.name} (${BOAT_KIND_LABELS[boat.kind]})` : boat.name;
}

/** Each dimension the boat has, in the marina's units, named: what the crew needs at the well. */
export function boatDimensions(
  boat: Pick<BookingBoat, 'lengthM' | 'beamM' | 'draftM' | 'weightKg'>,
  units: MarinaUnits,
): { label: string; value: string }[] {
  return [
    { label: 'Length', value: formatLength(boat.lengthM, units) },
    ...(boat.beamM === null ? [] : [{ label: 'Beam', value: formatLength(boat.beamM, units) }]),
    ...(boat.draftM === null ? [] : [{ label: 'Draft', value: formatLength(boat.draftM, units) }]),
    ...(boat.weightKg === null
      ? []
      : [{ label: 'Weight', value: formatWeight(boat.weightKg, units) }]),
  ];
}

/** One line for a list or a card: '32 ft 6 in · beam 11 ft · draft 5 ft · 14,000 lb'. */
export function boatSizeLine(
  boat: Pick<BookingBoat, 'lengthM' | 'beamM' | 'draftM' | 'weightKg'>,
  units: MarinaUnits,
): string {
  return boatDimensions(boat, units)
    .map(({ label, value }) =>
      label === 'Length' || label === 'Weight' ? value : `${label.toLowerCase()} ${value}`,
    )
    .join(' · ');
}

/** The units the marina's screens show boats in; until the settings arrive, the default. */
export function useMarinaUnits(): MarinaUnits {
  return useConfig().data?.units ?? DEFAULT_MARINA_UNITS;
}

/** Whether the boat is insured for what the office looks at, and the words that say so. */
export interface BoatInsurance {
  state: 'insured' | 'lapses' | 'none';
  text: string;
}

/**
 * The boat's insurance against a service date: insured through it (or later), ending before
 * it, or none on record. The office's bookings are exempt from the insurance rule, so the
 * desk reads this to follow it up, not to refuse.
 */
export function insuranceForService(expiresOn: string | null, serviceDate: string): BoatInsurance {
  if (expiresOn === null) return { state: 'none', text: 'No insurance on record' };
  if (expiresOn < serviceDate)
    return { state: 'lapses', text: 'Insurance ends before this service' };
  return {
    state: 'insured',
    text: `Insured through ${formatServiceDate(expiresOn, 'MMM d, yyyy')}`,
  };
}

/** The boat's insurance as of a marina date (today, on a customer's record). */
export function insuranceOnDate(expiresOn: string | null, date: string): BoatInsurance {
  if (expiresOn === null) return { state: 'none', text: 'No insurance on record' };
  const day = formatServiceDate(expiresOn, 'MMM d, yyyy');
  return expiresOn < date
    ? { state: 'lapses', text: `Insurance ended ${day}` }
    : { state: 'insured', text: `Insured through ${day}` };
}
