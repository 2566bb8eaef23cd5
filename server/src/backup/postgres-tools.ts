import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { redactUrl } from '../lib/log-safe';
import { BackupError } from './backup-error';

/** pg_dump and pg_restore, found on PATH and given the database without its password in argv. */

export type PostgresTool = 'pg_dump' | 'pg_restore';

const MISSING_ADVICE =
  "install the PostgreSQL client tools (e.g. apt-get install postgresql-client-15) or back up with your provider's snapshots";

export function findOnPath(tool: PostgresTool, path = process.env.PATH ?? ''): string {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    const candidate = join(dir, tool);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  throw new BackupError(`${tool} was not found on PATH: ${MISSING_ADVICE}`);
}

/**
 * The URL for the command line with its password moved to PGPASSWORD: a command line is
 * visible to every user of the machine (ps), the environment only to the same user.
 */
export function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = url.password
    ? decodeURIComponent(url.password)
    : (url.searchParams.get('password') ?? undefined);
  url.password = '';
  url.searchParams.delete('password');
  return { url: url.toString(), env: password === undefined ? {} : { PGPASSWORD: password } };
}

/** How a database is named in messages: no password, no query values. */
export function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return redactUrl(url.toString());
}

/** Runs the tool; a non-zero exit becomes a BackupError carrying its stderr, password removed. */
export async function runPostgresTool(
  tool: PostgresTool,
  args: string[],
  databaseUrl: string,
): Promise<void> {
  const binary = findOnPath(tool);
  const { env } = connectionFor(databaseUrl);
  const stderr: Buffer[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(binary, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code === 0) return;
  let output = Buffer.concat(stderr).toString('utf8').trim();
  if (env.PGPASSWORD) output = output.split(env.PGPASSWORD).join('***');
  throw new BackupError(`${tool} failed (exit ${code ?? 'signal'}):\n${output}`);
}
