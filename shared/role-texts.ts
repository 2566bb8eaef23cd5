import type { Role } from './roles';

/**
 * The words for roles (docs/product.md#staff-roles), apart from the permission table: only the
 * screens that name roles load them, not every page that checks one.
 */
export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  crew: 'Crew',
  office: 'Office',
  manager: 'Manager',
};

/** The 403 a staff member meets outside their role. */
export const ROLE_FORBIDDEN_MESSAGE = 'Your role cannot do this';

/** Each role's permissions in words, for the confirmation of a role change. */
export const ROLE_SUMMARIES: Record<Role, string> = {
  owner: 'books their own services only; no dashboard',
  crew: "the crew board and day sheet: a day's services, their status and lift",
  office: 'bookings, New Booking, availability, export and activity; users read-only',
  manager:
    'everything, including roles, deleting users, clearing all bookings, API tokens and webhooks',
};
