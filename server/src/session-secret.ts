import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Config } from './config';
import { makePrivateDir } from './lib/private-files';

/**
 * SESSION_SECRET when set; otherwise (never in production) one generated on first start and
 * kept in DATA_DIR, so sessions survive restarts of a local install.
 */
export function resolveSessionSecret(config: Config): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = `${config.DATA_DIR}/session-secret`;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  makePrivateDir(config.DATA_DIR);
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
