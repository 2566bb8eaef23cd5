import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { emailField, newPasswordField } from '@shared/schemas/common';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { setAdminAccount } from '../modules/auth/admin-account';
import { runCommand } from './run-command';

/**
 * `npm run admin -- --email office@marina.example`: creates or promotes an admin and sets its
 * password straight in the database (docs/product.md#accounts). The password comes from
 * ADMIN_PASSWORD, or is asked for without echo, or is read from the first line of a piped stdin.
 */
const USAGE = 'Usage: npm run admin -- --email office@marina.example';

function emailArgument(argv: string[]): string {
  const index = argv.findIndex((arg) => arg === '--email' || arg.startsWith('--email='));
  const arg = argv[index];
  const value = arg?.startsWith('--email=') ? arg.slice('--email='.length) : argv[index + 1];
  if (index < 0 || !value) throw new UsageError(USAGE);
  const parsed = emailField('must be an email address').safeParse(value);
  if (!parsed.success) throw new UsageError(`--email ${value}: must be an email address`);
  return parsed.data;
}

/** Reads one line; on a terminal the typed characters are not echoed. */
async function readLine(prompt: string, hidden: boolean): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: hidden });
  try {
    return await new Promise<string>((resolve, reject) => {
      rl.question(prompt, (answer) => resolve(answer));
      muted = hidden;
      rl.once('close', () => reject(new UsageError('No password given')));
    });
  } finally {
    if (hidden) process.stdout.write('\n');
    rl.close();
  }
}

async function password(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  let value: string;
  if (fromEnv) value = fromEnv;
  else if (process.stdin.isTTY) {
    value = await readLine('New password: ', true);
    if ((await readLine('Repeat it: ', true)) !== value) throw new UsageError('Passwords differ');
  } else value = await readLine('', false);
  const parsed = newPasswordField('Password must be at least 6 characters').safeParse(value);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]!.message);
  return parsed.data;
}

class UsageError extends Error {}

async function main() {
  const email = emailArgument(process.argv.slice(2));
  const secret = await password();
  // Only the database settings matter here; ADMIN_* may be half set for this very command.
  const config = loadConfig({ ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
  if (!config.DATABASE_URL) {
    console.log(`Embedded database in ${config.DATA_DIR}: stop the server before running this.`);
  }
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const result = await setAdminAccount(database.db, {
      email,
      password: secret,
      bcryptCost: config.BCRYPT_COST,
    });
    console.log(
      result.created
        ? `Created admin account ${result.email}.`
        : `${result.email} is now an admin with the new password; ${result.sessionsEnded} session(s) and ${result.apiTokensEnded} API token(s) ended.`,
    );
  } finally {
    await database.close();
  }
}

runCommand(main, [UsageError]);
