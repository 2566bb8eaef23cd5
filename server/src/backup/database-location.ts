/** Where the database lives, as the settings say (DATABASE_URL absent: PGlite in DATA_DIR). */
export interface DatabaseLocation {
  databaseUrl?: string;
  dataDir: string;
}

/** The same place openDatabase (db/client.ts) opens. */
export const pgliteDirOf = (dataDir: string) => `${dataDir}/pglite`;
