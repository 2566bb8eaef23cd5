import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, ROLES, STAFF_ROLES, type Permission } from './roles';

/** The permission table as docs/product.md#staff-roles prints it: each row's ticked roles. */
function documentedTable(): Record<string, string[]> {
  const doc = readFileSync(new URL('../docs/product.md', import.meta.url), 'utf8');
  const start = doc.indexOf('### Staff roles');
  const section = doc.slice(start, doc.indexOf('\n## ', start));
  const rows = section.split('\n').filter((line) => /^\| `\w+`/.test(line));
  return Object.fromEntries(
    rows.map((line) => {
      const [name, ...ticks] = line.split('|').slice(1, 5).map((cell) => cell.trim());
      const roles = STAFF_ROLES.filter((_, i) => ticks[i] === '✓');
      return [name!.replaceAll('`', ''), roles];
    }),
  );
}

describe('the permission table', () => {
  it('when the docs print it, then they match the code row for row', () => {
    const inCode = Object.fromEntries(
      Object.entries(PERMISSIONS).map(([name, roles]) => [name, [...roles]]),
    );
    expect(documentedTable()).toEqual(inCode);
  });

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
