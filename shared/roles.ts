/**
 * Who may do what (docs/product.md#staff-roles). One table for the server, which enforces it,
 * and the client, which offers only what it allows. SPEC's `isAdmin` is true for every staff
 * role; an owner has none of the permissions below.
 */
export const ROLES = ['owner', 'crew', 'office', 'manager'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ['crew', 'office', 'manager'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

const CREW_UP = ['crew', 'office', 'manager'] as const;
const OFFICE_UP = ['office', 'manager'] as const;
const MANAGER = ['manager'] as const;

/** Each permission, the roles that hold it, and what it covers. */
export const PERMISSIONS = {
  /**
   * The crew board and day sheet of any date: that day's bookings, closures and holds, the
   * lifts, the live stream, a booking's service status and lift.
   */
  yardDay: CREW_UP,
  /**
   * The Bookings tab: bookings over any dates, the calendar, flags, history, change date,
   * deleting one booking, the yard's calendar feed.
   */
  bookings: OFFICE_UP,
  /** New Booking for a customer, with the boat it is for. */
  bookForCustomers: OFFICE_UP,
  /** The Availability tab: capacity, closures, lifts and their limits, weather holds. */
  availability: OFFICE_UP,
  /** The Users tab read-only: search, a customer's profile, boats and bookings. */
  viewUsers: OFFICE_UP,
  export: OFFICE_UP,
  activity: OFFICE_UP,
  /** Roles, and deleting users. */
  manageUsers: MANAGER,
  /** Clearing every booking at once. */
  clearAll: MANAGER,
  /** API tokens and webhooks. */
  integrations: MANAGER,
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof PERMISSIONS;

export const isStaffRole = (role: Role): role is StaffRole => role !== 'owner';

/** Whether a user of this role holds the permission. */
export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
