import { useEffect, useMemo } from 'react';
import { z } from 'zod';
import type { Boat } from '@shared/api/boats';
import type { Profile } from '@shared/api/profiles';
import type { PublicConfig } from '@shared/api/system';
import type { ServiceType } from '@shared/constants';
import { getLocationOptions, type LocationOptions } from '@shared/locations';
import { ownerBookingSchema } from '@shared/schemas/bookings';
import { boatsInService, useMyBoats } from '@/lib/boats';
import { useSchemaForm, type SchemaForm } from '@/lib/use-schema-form';
import { boatNeeded } from '../boat-rules';

/**
 * The selects hold '' until a location is chosen; the shared fields then say what is missing.
 * `boatNeeded` is why no boat will not do (boat-rules.ts), checked before the server is asked.
 */
const detailsSchema = (boatNeeded: string | null) =>
  z.object({
    sourceSlipType: z.string().pipe(ownerBookingSchema.shape.sourceSlipType),
    destination: z.string().pipe(ownerBookingSchema.shape.destination),
    specialRequests: ownerBookingSchema.shape.specialRequests,
    boatId: z
      .number()
      .nullable()
      .refine((id) => id !== null || boatNeeded === null, boatNeeded ?? ''),
  });
export type BookingDetailsInput = z.input<ReturnType<typeof detailsSchema>>;
export type BookingDetailsValues = z.output<ReturnType<typeof detailsSchema>>;

export type BookingFormApi = SchemaForm<BookingDetailsInput, BookingDetailsValues> & {
  locationOptions: LocationOptions | null;
  /** The owner's boats in service; undefined while they load, or signed out. */
  boats: readonly Boat[] | undefined;
  resetDetails: () => void;
};

/**
 * The boat, from/to and notes form; the legal locations and defaults follow the service and
 * storage type, and an owner's only boat in service is chosen for them.
 */
export function useBookingForm(
  serviceType: ServiceType,
  profile: Profile | null,
  userId: number | undefined,
  config: Pick<PublicConfig, 'boats'>,
): BookingFormApi {
  const storageType = profile?.storageType ?? null;
  const locationOptions = useMemo(
    () => (storageType ? getLocationOptions(serviceType, storageType) : null),
    [serviceType, storageType],
  );
  const { data: myBoats } = useMyBoats(userId);
  const inService = useMemo(() => myBoats && boatsInService(myBoats), [myBoats]);
  const needed = boatNeeded(inService, config, serviceType);
  const schema = useMemo(() => detailsSchema(needed), [needed]);
  const form = useSchemaForm(schema, 'booking', {
    sourceSlipType: '',
    destination: '',
    specialRequests: '',
    boatId: null,
  });
  const { setValue, getValues, clearErrors } = form;
  const onlyBoatId = inService?.length === 1 ? inService[0]!.id : null;

  // docs/product.md#locations: the defaults are re-applied whenever the service type (or the
  // storage) changes.
  useEffect(() => {
    setValue('sourceSlipType', locationOptions?.defaultSource ?? '');
    setValue('destination', locationOptions?.defaultDestination ?? '');
    clearErrors(['sourceSlipType', 'destination']);
  }, [locationOptions, setValue, clearErrors]);

  // The only boat is chosen; a chosen boat archived meanwhile is not.
  useEffect(() => {
    if (!inService) return;
    const chosen = getValues('boatId');
    if (chosen === null || !inService.some((boat) => boat.id === chosen)) {
      setValue('boatId', onlyBoatId);
    }
  }, [inService, onlyBoatId, getValues, setValue]);

  const resetDetails = () =>
    form.reset({
      sourceSlipType: locationOptions?.defaultSource ?? '',
      destination: locationOptions?.defaultDestination ?? '',
      specialRequests: '',
      boatId: onlyBoatId,
    });

  return { ...form, locationOptions, boats: inService, resetDetails };
}
