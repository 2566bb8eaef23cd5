import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './app-instance';

export interface CommandRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run admin -- …` as the operator runs it (the script runs tsx on the source; the CLI is
 * not compiled), without npm in between. Asynchronous, so several runs can go at once.
 */
export function runAdmin(
  args: string[],
  env: Record<string, string>,
  input?: string,
): Promise<CommandRun> {
  const child = spawn(
    join(REPO_ROOT, 'node_modules/.bin/tsx'),
    ['server/src/cli/admin.ts', ...args],
    {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, BCRYPT_COST: '4', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}
