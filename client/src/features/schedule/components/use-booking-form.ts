import { useEffect, useMemo } from 'react';
import { z } from 'zod';
import type { Profile } from '@shared/api/profiles';
import type { ServiceType } from '@shared/constants';
import { getLocationOptions, type LocationOptions } from '@shared/locations';
import { ownerBookingSchema } from '@shared/schemas/bookings';
import { useSchemaForm, type SchemaForm } from '@/lib/use-schema-form';

// The selects hold '' until a location is chosen; the shared fields then say what is missing.
const detailsSchema = z.object({
  sourceSlipType: z.string().pipe(ownerBookingSchema.shape.sourceSlipType),
  destination: z.string().pipe(ownerBookingSchema.shape.destination),
  specialRequests: ownerBookingSchema.shape.specialRequests,
});
export type BookingDetailsInput = z.input<typeof detailsSchema>;
export type BookingDetailsValues = z.output<typeof detailsSchema>;

export type BookingFormApi = SchemaForm<BookingDetailsInput, BookingDetailsValues> & {
  locationOptions: LocationOptions | null;
  resetDetails: () => void;
};

/** The from/to/notes form; the legal locations and defaults follow the service and storage type. */
export function useBookingForm(serviceType: ServiceType, profile: Profile | null): BookingFormApi {
  const storageType = profile?.storageType ?? null;
  const locationOptions = useMemo(
    () => (storageType ? getLocationOptions(serviceType, storageType) : null),
    [serviceType, storageType],
  );
  const form = useSchemaForm(detailsSchema, 'booking', {
    sourceSlipType: '',
    destination: '',
    specialRequests: '',
  });
  const { setValue, clearErrors } = form;

  // docs/product.md#locations: the defaults are re-applied whenever the service type (or the
  // storage) changes.
  useEffect(() => {
    setValue('sourceSlipType', locationOptions?.defaultSource ?? '');
    setValue('destination', locationOptions?.defaultDestination ?? '');
    clearErrors(['sourceSlipType', 'destination']);
  }, [locationOptions, setValue, clearErrors]);

  const resetDetails = () =>
    form.reset({
      sourceSlipType: locationOptions?.defaultSource ?? '',
      destination: locationOptions?.defaultDestination ?? '',
      specialRequests: '',
    });

  return { ...form, locationOptions, resetDetails };
}
