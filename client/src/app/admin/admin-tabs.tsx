import { lazy, Suspense, type ReactNode } from 'react';
import type { Permission } from '@shared/roles';
import { Spinner } from '@/components/ui/spinner';
import { BookingsTab } from '@/features/admin-bookings/components/bookings-tab';

// Tabs after the first load when opened, so the dashboard's first paint carries only Bookings.
const NewBookingTab = lazy(() => import('@/features/admin-new-booking/components/new-booking-tab'));
const UsersTab = lazy(() => import('@/features/admin-users/components/users-tab'));
const CapacityTab = lazy(() => import('@/features/admin-capacity/components/capacity-tab'));
const ActivityTab = lazy(() => import('@/features/admin-activity/components/activity-tab'));
const IntegrationsTab = lazy(
  () => import('@/features/admin-integrations/components/integrations-tab'),
);
const later = (node: ReactNode) => (
  <Suspense fallback={<Spinner label="Loading" className="min-h-64" />}>{node}</Suspense>
);

export interface AdminTab {
  /** Its name in the URL (?tab=…). */
  value: string;
  label: string;
  /** What a role must hold to see the tab (docs/product.md#staff-roles). */
  permission: Permission;
  render: () => ReactNode;
}

/**
 * The dashboard's tabs, in order. Only tabs with a screen behind them are listed: New Booking,
 * Users and Availability join here when their features exist, rather than showing empty.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { value: 'bookings', label: 'Bookings', permission: 'bookings', render: () => <BookingsTab /> },
  {
    value: 'new-booking',
    label: 'New Booking',
    permission: 'bookForCustomers',
    render: () => later(<NewBookingTab />),
  },
  // Read-only for the office: only a manager changes roles or deletes users.
  { value: 'users', label: 'Users', permission: 'viewUsers', render: () => later(<UsersTab />) },
  // API tokens and webhooks for the marina's other systems (docs/product.md#integrations).
  {
    value: 'integrations',
    label: 'Integrations',
    permission: 'integrations',
    render: () => later(<IntegrationsTab />),
  },
  // Beyond the first three: the capacity screens (docs/product.md#availability-tab) and the audit
  // log (docs/product.md#audit-log).
  {
    value: 'availability',
    label: 'Availability',
    permission: 'availability',
    render: () => later(<CapacityTab />),
  },
  {
    value: 'activity',
    label: 'Activity',
    permission: 'activity',
    render: () => later(<ActivityTab />),
  },
];
