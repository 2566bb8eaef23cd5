import { describe, expect, it } from 'vitest';
import { aUserOfRole } from '@/test/staff';
import { paths } from './paths';
import { homeFor } from './roles';

describe('where each role lands after signing in', () => {
  it.each([
    ['owner', paths.schedule],
    ['crew', paths.adminBoardToday],
    ['office', paths.admin],
    ['manager', paths.admin],
  ] as const)('when a %s signs in, then they land on %s', (role, home) => {
    expect(homeFor(aUserOfRole(role))).toBe(home);
  });
});
