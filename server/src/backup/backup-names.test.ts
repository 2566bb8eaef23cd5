import { describe, expect, it } from 'vitest';
import { backupFileName } from './backup-file';
import { connectionFor, describeDatabase } from './postgres-tools';

describe('backup file names and database URLs', () => {
  it('when a backup is named, then the name says the engine and the UTC time, sortable', () => {
    const at = new Date('2026-11-26T09:05:07.123Z');
    expect(backupFileName('pglite', at)).toBe('marina-pglite-2026-11-26T09-05-07Z.tar.gz');
    expect(backupFileName('pg', at)).toBe('marina-pg-2026-11-26T09-05-07Z.dump');
  });

  it('when the URL holds a password, then pg_dump gets it in PGPASSWORD, not on its command line', () => {
    const connection = connectionFor(
      'postgres://marina:p%40ss@db.internal:5432/marina?sslmode=require',
    );
    expect(connection.url).toBe('postgres://marina@db.internal:5432/marina?sslmode=require');
    expect(connection.env).toEqual({ PGPASSWORD: 'p@ss' });
    expect(connectionFor('postgres://db/marina?password=q1&sslmode=require')).toEqual({
      url: 'postgres://db/marina?sslmode=require',
      env: { PGPASSWORD: 'q1' },
    });
  });

  it('when a database is named in a message, then its password is masked', () => {
    expect(describeDatabase('postgres://marina:hunter2@db.internal/marina')).toBe(
      'postgres://marina:***@db.internal/marina',
    );
  });
});
