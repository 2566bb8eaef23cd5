import { BackupError } from '../backup/backup-error';
import { createBackup } from '../backup/create-backup';
import { describeDatabase } from '../backup/postgres-tools';
import { backupSettings, formatBytes, formatSeconds } from '../backup/settings';
import { runCommand } from './run-command';

/**
 * `npm run backup [-- --out DIR]`: a dated backup of the database in BACKUP_DIR, or
 * DIR, or DATA_DIR/backups. The embedded database is backed up with the server stopped.
 */
const USAGE = 'Usage: npm run backup [-- --out DIR]';

function parseArguments(argv: string[]): { out?: string } {
  let out: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--out' || arg.startsWith('--out=')) {
      out = arg === '--out' ? argv[++i] : arg.slice('--out='.length);
      if (!out || out.startsWith('--')) throw new BackupError(`--out needs a directory\n${USAGE}`);
    } else throw new BackupError(`${arg}: unknown argument\n${USAGE}`);
  }
  return { out };
}

async function main() {
  const args = parseArguments(process.argv.slice(2));
  const settings = backupSettings();
  const outDir = args.out ?? settings.backupDir ?? `${settings.dataDir}/backups`;
  const source = settings.databaseUrl
    ? describeDatabase(settings.databaseUrl)
    : `the embedded database in ${settings.dataDir}`;
  console.log(`Backing up ${source}…`);
  const result = await createBackup(settings, { outDir });
  if (result.tightened) console.log(result.tightened);
  console.log(
    `Backup written: ${result.path} (${formatBytes(result.bytes)}) in ${formatSeconds(result.ms)}`,
  );
}

runCommand(main, [BackupError]);
