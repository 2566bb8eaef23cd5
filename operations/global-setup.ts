import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from './support/app-instance';

/** The suite runs the compiled server; compiling takes a fraction of a second. */
export default function setup(): void {
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('compiling the server failed');
}
