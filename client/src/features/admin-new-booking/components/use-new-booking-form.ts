import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import type { AdminUserSummary } from '@shared/api/users';
import { getOfficeLocationOptions, type LocationOptions } from '@shared/locations';
import {
  EMPTY_OFFICE_BOOKING_FORM,
  officeBookingFormSchema,
  splitFullName,
  type OfficeBookingFormInput,
  type OfficeBookingFormValues,
} from '@shared/schemas/office-booking-form';
import { useOwnerProfile } from '@/lib/owner-profile';

export type OfficeBookingForm = UseFormReturn<
  OfficeBookingFormInput,
  unknown,
  OfficeBookingFormValues
>;

/**
 * The New Booking form's state: the chosen customer, whose profile fills the contact fields once
 * (all stay editable) and decides the locations offered; the usual defaults
 * (docs/product.md#locations) re-applied when the service or the storage changes; the deadline
 * cleared when the date or service changes.
 */
export function useNewBookingForm() {
  const form: OfficeBookingForm = useForm<OfficeBookingFormInput, unknown, OfficeBookingFormValues>(
    {
      resolver: zodResolver(officeBookingFormSchema),
      defaultValues: EMPTY_OFFICE_BOOKING_FORM,
    },
  );
  const { setValue, clearErrors, control } = form;
  const [customer, setCustomer] = useState<AdminUserSummary | null>(null);
  const profile = useOwnerProfile(customer?.id ?? null);
  const serviceType = useWatch({ control, name: 'serviceType' });
  const bookingDate = useWatch({ control, name: 'bookingDate' });

  // A failed read falls back to the user's own data (docs/product.md#api-calls), as a missing profile does.
  const profileSettled = customer !== null && !profile.isPending;
  const storageType = profile.data?.storageType ?? null;
  const locationOptions: LocationOptions | null = useMemo(
    () => (profileSettled ? getOfficeLocationOptions(serviceType, storageType) : null),
    [profileSettled, serviceType, storageType],
  );

  const filledFor = useRef<number | null>(null);
  useEffect(() => {
    if (!customer || !profileSettled || filledFor.current === customer.id) return;
    filledFor.current = customer.id;
    const found = profile.data ?? null;
    const { firstName, lastName } = splitFullName(found?.fullName || customer.ownerName);
    setValue('firstName', firstName);
    setValue('lastName', lastName);
    setValue('ownerEmail', found?.preferredEmail || customer.email);
    setValue('ownerPhone', found?.phoneNumber ?? '');
    setValue('isVibMember', found?.isVibMember ?? false);
    clearErrors(['firstName', 'lastName', 'ownerEmail', 'ownerPhone']);
  }, [customer, profileSettled, profile.data, setValue, clearErrors]);

  useEffect(() => {
    setValue('sourceSlipType', locationOptions?.defaultSource ?? '');
    setValue('destination', locationOptions?.defaultDestination ?? '');
    clearErrors(['sourceSlipType', 'destination']);
  }, [locationOptions, setValue, clearErrors]);

  useEffect(() => {
    setValue('timeSlot', '');
  }, [bookingDate, serviceType, setValue]);

  const chooseCustomer = (user: AdminUserSummary) => {
    setCustomer(user);
    setValue('userId', user.id);
    clearErrors('userId');
  };

  const startOver = () => {
    filledFor.current = null;
    setCustomer(null);
    form.reset(EMPTY_OFFICE_BOOKING_FORM);
  };

  return {
    form,
    customer,
    chooseCustomer,
    profileLoading: customer !== null && !profileSettled,
    locationOptions,
    startOver,
  };
}
