import { BackupError } from '../backup/backup-error';
import { describeDatabase } from '../backup/postgres-tools';
import { restoreBackup } from '../backup/restore-backup';
import { ConfigError } from '../config';
import { DataDirInUseError } from '../db/embedded-lock';
import { backupSettings, formatSeconds } from '../backup/settings';

/**
 * `npm run restore -- FILE`: a backup into an empty database (DATABASE_URL), or into an
 * empty DATA_DIR for the embedded engine, then migrated to this release.
 */
const USAGE = 'Usage: npm run restore -- FILE';

async function main() {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new BackupError(USAGE);
  const file = args[0]!;
  const settings = backupSettings();
  const target = settings.databaseUrl
    ? describeDatabase(settings.databaseUrl)
    : `the embedded database in ${settings.dataDir}`;
  console.log(`Restoring ${file} into ${target}…`);
  const result = await restoreBackup(settings, file);
  console.log(
    `Restored in ${formatSeconds(result.ms)}: ${result.users} users, ${result.bookings} bookings.`,
  );
}

// Until main says it finished: a promise that never settles would otherwise end the process
// with 0 and no backup.
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
