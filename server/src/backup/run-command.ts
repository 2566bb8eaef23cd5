import { ConfigError } from '../config';
import { DataDirInUseError } from '../db/embedded-lock';
import { BackupError } from './backup-error';

/**
 * Runs a backup or restore command's main: exit 0 only once it has finished (a promise that
 * never settles would otherwise end the process with 0 and no file), and an operator's mistake
 * printed as its message, not a stack.
 */
export function runCommand(main: () => Promise<void>): void {
  process.exitCode = 1;
  main().then(
    () => (process.exitCode = 0),
    (error: unknown) => {
      const known =
        error instanceof BackupError ||
        error instanceof ConfigError ||
        error instanceof DataDirInUseError;
      console.error(known ? error.message : error);
    },
  );
}
