import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, ROLES, STAFF_ROLES, type Permission } from './roles';

describe('the permission table', () => {
  it('when an owner asks, then no permission is theirs; a manager holds every one', () => {
    const permissions = Object.keys(PERMISSIONS) as Permission[];
    expect(permissions.filter((p) => can('owner', p))).toEqual([]);
    expect(permissions.filter((p) => !can('manager', p))).toEqual([]);
    expect(ROLES).toEqual(['owner', ...STAFF_ROLES]);
  });

  it('when roles rise, then each holds everything the one below holds', () => {
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
      if (can('crew', permission)) expect(can('office', permission), permission).toBe(true);
      if (can('office', permission)) expect(can('manager', permission), permission).toBe(true);
    }
  });
});
