import type { ReactNode } from 'react';
import { BookingsTab } from '@/features/admin-bookings/components/bookings-tab';

export interface AdminTab {
  /** Its name in the URL (?tab=…). */
  value: string;
  label: string;
  render: () => ReactNode;
}

/**
 * The dashboard's tabs, in order. Only tabs with a screen behind them are listed: New Booking,
 * Users and Availability join here when their features exist, rather than showing empty.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { value: 'bookings', label: 'Bookings', render: () => <BookingsTab /> },
];
