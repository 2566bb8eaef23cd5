import { openDatabase } from '../db/client';
import { countBookings } from '../modules/bookings/booking-repository';
import { countUsers } from '../modules/users/user-repository';
import { BackupError } from './backup-error';
import { backupDriverOf } from './backup-file';
import { pgliteDirOf, type DatabaseLocation } from './database-location';
import { restoreEmbedded } from './embedded-backup';
import { restorePostgres } from './postgres-backup';
import { findOnPath } from './postgres-tools';

export interface RestoreResult {
  users: number;
  bookings: number;
  ms: number;
}

export async function restoreBackup(
  location: DatabaseLocation,
  file: string,
): Promise<RestoreResult> {
  const started = performance.now();
  const driver = backupDriverOf(file);
  if (driver === 'pglite' && location.databaseUrl) {
    throw new BackupError(
      `${file} is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR (${location.dataDir}).`,
    );
  }
  if (driver === 'pg' && !location.databaseUrl) {
    throw new BackupError(
      `${file} is a pg_dump of a server database: set DATABASE_URL to the new, empty database to restore it into.`,
    );
  }
  if (location.databaseUrl) {
    findOnPath('pg_restore');
    await restorePostgres(location.databaseUrl, file);
  } else await restoreEmbedded(file, pgliteDirOf(location.dataDir));

  // A backup from an older release comes up to date here, as the server would bring it.
  const database = openDatabase({ ...location, poolSize: 1 });
  try {
    await database.migrate();
    const users = await countUsers(database.db);
    const bookings = await countBookings(database.db);
    return { users, bookings, ms: performance.now() - started };
  } finally {
    await database.close();
  }
}
