import { useEffect, useMemo } from 'react';
import { boatsInService, useCustomerBoats } from '@/lib/boats';
import type { OfficeBookingForm } from '../use-new-booking-form';

/**
 * The boats a booking for the chosen customer may be for (those in service), and the form's
 * boat kept in step: none for a new customer, then their only boat when they have just one, as
 * the server would take it.
 */
export function useBoatChoice(form: OfficeBookingForm, customerId: number | null) {
  const read = useCustomerBoats(customerId ?? undefined);
  const boats = useMemo(() => boatsInService(read.data), [read.data]);
  const { setValue, getValues, clearErrors } = form;

  useEffect(() => {
    setValue('boatId', null);
    clearErrors('boatId');
  }, [customerId, setValue, clearErrors]);

  const only = boats.length === 1 ? boats[0]!.id : null;
  useEffect(() => {
    if (only === null || getValues('boatId') != null) return;
    setValue('boatId', only);
    clearErrors('boatId');
  }, [only, getValues, setValue, clearErrors]);

  return {
    boats,
    loading: customerId !== null && read.isPending,
    failed: read.isError,
    reload: () => void read.refetch(),
  };
}

export type BoatChoice = ReturnType<typeof useBoatChoice>;
