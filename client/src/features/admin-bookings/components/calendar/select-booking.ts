import { createContext, useContext } from 'react';
import type { AdminBooking } from '@shared/api/booking-views';

/** Opens a booking's panel; `opener` is where focus returns when it closes. */
export type SelectBooking = (booking: AdminBooking, opener?: HTMLElement) => void;

/** The event wrappers are the library's children: they reach the Bookings tab through this. */
export const SelectBookingContext = createContext<SelectBooking>(() => {});

export const useSelectBooking = () => useContext(SelectBookingContext);
