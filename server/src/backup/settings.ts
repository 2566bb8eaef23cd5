import { existsSync } from 'node:fs';
import { loadConfig } from '../config';
import type { DatabaseLocation } from './database-location';

/**
 * The database settings for backup and restore, from the environment and .env as the server
 * reads them. Only the database matters here: a cron job's environment need not carry the
 * server's other requirements (the production session secret, both ADMIN_* or neither).
 */
export function backupSettings(): DatabaseLocation & { backupDir?: string } {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
  });
  return {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    backupDir: process.env.BACKUP_DIR?.trim() || undefined,
  };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
