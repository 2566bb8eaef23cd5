import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { newServiceAccount } from '../test/fake-google/service-account';
import { loadConfig } from './config';

/**
 * docs/product.md#security: a bad setting is named at start-up, and a secret's value is never
 * printed.
 */
function startUpMessage(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected loadConfig to refuse the settings');
}

describe('start-up errors and secrets', () => {
  it('when SESSION_SECRET is too short, then the error names it without its value', () => {
    const message = startUpMessage({ SESSION_SECRET: 'short-but-real-secret' });
    expect(message).toMatch(/SESSION_SECRET: must be at least 32 characters/);
    expect(message).not.toContain('short-but-real-secret');
  });

  it('when ADMIN_PASSWORD is too short, then the error names it without its value', () => {
    const message = startUpMessage({ ADMIN_EMAIL: 'office@example.test', ADMIN_PASSWORD: 'Kx9#q' });
    expect(message).toMatch(/ADMIN_PASSWORD: must be at least 6 characters/);
    expect(message).not.toContain('Kx9#q');
  });

  it('when SMTP_URL is malformed and holds a password, then the error names it and masks the password', () => {
    const message = startUpMessage({ SMTP_URL: 'mail://mailer:smtp-pass-4471@mail.example:587' });
    expect(message).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(message).not.toContain('smtp-pass-4471');
    // The host is still shown, so the operator sees which value is meant.
    expect(message).toContain('mail.example:587');
  });

  it('when SMTP_URL lacks its scheme, then the password is still masked', () => {
    const message = startUpMessage({ SMTP_URL: 'mailer:smtp-pass-9902@mail.example' });
    expect(message).toMatch(/SMTP_URL/);
    expect(message).not.toContain('smtp-pass-9902');
  });

  it('when DATABASE_URL is malformed, then neither its password nor a password parameter is printed', () => {
    const withUser = startUpMessage({ DATABASE_URL: 'mysql://app:db-pass-5531@db.example/marina' });
    expect(withUser).toMatch(/DATABASE_URL: must be a postgres/);
    expect(withUser).not.toContain('db-pass-5531');
    const inQuery = startUpMessage({
      DATABASE_URL: 'pg://db.example/marina?password=db-pass-8812',
    });
    expect(inQuery).toMatch(/DATABASE_URL/);
    expect(inQuery).not.toContain('db-pass-8812');
  });

  it('when an ordinary setting is bad, then its value is still echoed to help the operator', () => {
    expect(startUpMessage({ MARINA_TZ: 'Mars/Olympus' })).toContain('(got "Mars/Olympus")');
  });

  it('when the Google service account key is not a key, then start-up names the setting and never prints the key', () => {
    const account = JSON.parse(newServiceAccount().json) as Record<string, string>;
    const secret = account.private_key!.split('\n')[1]!;
    const truncated = JSON.stringify({ ...account, private_key: undefined });
    expect(startUpMessage({ GOOGLE_SERVICE_ACCOUNT_JSON: truncated })).toMatch(
      /GOOGLE_SERVICE_ACCOUNT_JSON: has no private_key: is this a service account key\?/,
    );
    const broken = startUpMessage({ GOOGLE_SERVICE_ACCOUNT_JSON: `${JSON.stringify(account)},` });
    expect(broken).toMatch(/GOOGLE_SERVICE_ACCOUNT_JSON: is not JSON/);
    expect(broken).not.toContain(secret);

    // A private key, even a test's own, is not left behind in the machine's temporary folder.
    const dir = mkdtempSync(join(tmpdir(), 'marina-key-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'key.json'), JSON.stringify({ ...account, client_email: undefined }));
    expect(startUpMessage({ GOOGLE_SERVICE_ACCOUNT_KEY_FILE: join(dir, 'key.json') })).toMatch(
      /GOOGLE_SERVICE_ACCOUNT_KEY_FILE: has no client_email/,
    );
    writeFileSync(join(dir, 'key.json'), JSON.stringify(account));
    expect(() =>
      loadConfig({ GOOGLE_SERVICE_ACCOUNT_KEY_FILE: join(dir, 'key.json') }),
    ).not.toThrow();
  });
});
