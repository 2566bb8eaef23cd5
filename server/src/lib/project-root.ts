import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root, found from wherever this code runs: server/src/lib under tsx, or
 * dist/server once `npm run build` has bundled it. Migrations, the built client and the Vite
 * config are found from here, so both layouts read the same files.
 */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'migrations'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('marina scheduler: no project root above the server code');
    dir = parent;
  }
  return dir;
}

const projectRoot = findProjectRoot();

export const projectPath = (...parts: string[]) => join(projectRoot, ...parts);
