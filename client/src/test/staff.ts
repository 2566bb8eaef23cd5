import type { PublicUser } from '@shared/api/users';
import type { Role } from '@shared/roles';

/** A signed-in user of one role for component tests (staff are admins in SPEC's sense). */
export function aUserOfRole(role: Role, overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 1,
    email: `${role}@example.test`,
    ownerName: `Pat ${role[0]!.toUpperCase()}${role.slice(1)}`,
    username: `${role}@example.test`,
    isAdmin: role !== 'owner',
    role,
    ...overrides,
  };
}
