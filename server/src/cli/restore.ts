import { BackupError } from '../backup/backup-error';
import { describeDatabase } from '../backup/postgres-tools';
import { restoreBackup } from '../backup/restore-backup';
import { backupSettings, formatSeconds } from '../backup/settings';
import { runCommand } from './run-command';

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

runCommand(main, [BackupError]);
