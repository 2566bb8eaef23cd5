import type { AdminUserSummary } from '@shared/api/users';

/** A row of the Users tab for component tests: Ann, an owner with one booking and no mobile. */
export function adminUser(overrides: Partial<AdminUserSummary> = {}): AdminUserSummary {
  return {
    id: 7,
    email: 'ann@example.test',
    ownerName: 'Ann Lee',
    username: 'ann@example.test',
    isAdmin: false,
    role: 'owner',
    upcomingBookings: 1,
    activeBookings: 1,
    mobile: null,
    mobileDisplay: null,
    ...overrides,
  };
}
