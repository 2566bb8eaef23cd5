import { ConfigError } from '../config';
import { DataDirInUseError } from '../db/embedded-lock';
import { safeError } from '../lib/log-safe';
import { restrictNewFiles } from '../lib/private-files';

type ErrorClass = abstract new (...args: never[]) => Error;

/** Mistakes every command may meet: a bad setting, a server holding the embedded database. */
const ALWAYS_KNOWN: ErrorClass[] = [ConfigError, DataDirInUseError];

/**
 * Runs a command's main (admin, backup, restore): files it writes are owner-only; exit 0 only
 * once it has finished (a promise that never settles would otherwise end the process with 0
 * and no file); an operator's mistake printed as its message; anything else in the server's
 * log-safe form, since a failed query's message carries its parameters (an email, a hash).
 */
export function runCommand(main: () => Promise<void>, known: ErrorClass[] = []): void {
  restrictNewFiles();
  process.exitCode = 1;
  main().then(
    () => (process.exitCode = 0),
    (error: unknown) => console.error(failureText(error, [...ALWAYS_KNOWN, ...known])),
  );
}

export function failureText(error: unknown, known: ErrorClass[]): string {
  if (known.some((type) => error instanceof type)) return (error as Error).message;
  return `failed: ${JSON.stringify(safeError(error), null, 2)}`;
}
