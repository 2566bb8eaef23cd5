import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, STAFF_ROLES } from '@shared/roles';
import { projectPath } from './project-root';

/** The permission table as docs/product.md#staff-roles prints it: each row's ticked roles. */
function documentedTable(): Record<string, string[]> {
  const doc = readFileSync(projectPath('docs/product.md'), 'utf8');
  const start = doc.indexOf('### Staff roles');
  const section = doc.slice(start, doc.indexOf('\n## ', start));
  const rows = section.split('\n').filter((line) => /^\| `\w+`/.test(line));
  return Object.fromEntries(
    rows.map((line) => {
      const [name, ...ticks] = line
        .split('|')
        .slice(1, 5)
        .map((cell) => cell.trim());
      const roles = STAFF_ROLES.filter((_, i) => ticks[i] === '✓');
      return [name!.replaceAll('`', ''), roles];
    }),
  );
}

describe('the permission table in the docs', () => {
  it('when the docs print it, then they match the code row for row', () => {
    const inCode = Object.fromEntries(
      Object.entries(PERMISSIONS).map(([name, roles]) => [name, [...roles]]),
    );
    expect(documentedTable()).toEqual(inCode);
  });
});
