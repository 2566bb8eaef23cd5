#!/usr/bin/env node
// Whether server/src/db/schema.ts and migrations/ agree: drizzle-kit generates
// against a copy of migrations/, and any migration it writes there is a change to the schema
// that no committed migration makes. Exits 1 then, showing the SQL it would add.
//
//   npm run check:migrations
//
// The copy lives under node_modules/.cache: drizzle-kit takes --out relative to the project.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const copy = join('node_modules', '.cache', 'migration-drift', String(process.pid));
const sqlFiles = (dir) => readdirSync(dir).filter((name) => name.endsWith('.sql'));

rmSync(join(root, copy), { recursive: true, force: true });
mkdirSync(join(root, copy), { recursive: true });
cpSync(join(root, 'migrations'), join(root, copy), { recursive: true });
try {
  const generated = spawnSync(
    join(root, 'node_modules', '.bin', 'drizzle-kit'),
    ['generate', '--dialect', 'postgresql', '--schema', './server/src/db/schema.ts', '--out', copy],
    { cwd: root, encoding: 'utf8' },
  );
  if (generated.status !== 0) {
    console.error(generated.stdout, generated.stderr);
    console.error('check-migrations: drizzle-kit generate failed');
    process.exit(2);
  }
  const committed = new Set(sqlFiles(join(root, 'migrations')));
  const added = sqlFiles(join(root, copy)).filter((name) => !committed.has(name));
  if (added.length === 0) {
    console.log(`schema.ts and migrations/ agree (${committed.size} migrations).`);
  } else {
    console.error('schema.ts and migrations/ disagree: drizzle-kit would add');
    for (const name of added) {
      console.error(`\n--- ${name}\n${readFileSync(join(root, copy, name), 'utf8')}`);
    }
    console.error('\nRun npm run db:generate, read the migration and commit it.');
    process.exitCode = 1;
  }
} finally {
  rmSync(join(root, copy), { recursive: true, force: true });
}
