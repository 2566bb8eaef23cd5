import { describe, expect, it } from 'vitest';
import { aUserOfRole } from '@/test/staff';
import { homeFor, paths } from './paths';

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
