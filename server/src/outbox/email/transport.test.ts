import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../../../test/log-capture';
import { createMailTransport } from './transport';

/** docs/product.md#security and #email: a token-bearing link is a credential; the outbox file is its only copy. */
const dataDir = mkdtempSync(join(tmpdir(), 'marina-transport-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const token = 'Zr8xQ2vN4kLm7pT1wY6bC3dF9gH0jK5sA2eR8uI4oP7';

describe('the outbox transport of a local install', () => {
  it.each([
    ['password-reset', `http://localhost:5000/reset-password?token=${token}`],
    ['email-verification', `http://localhost:5000/verify-email?token=${token}`],
  ])(
    'when a %s mail is written, then the .eml holds the link, no log line does at any level, and the files are owner-only',
    async (kind, link) => {
      const logs = captureLogs('trace');
      const transport = createMailTransport(
        {
          SMTP_URL: undefined,
          MAIL_FROM: 'Marina <office@marina.example>',
          DATA_DIR: dataDir,
          APP_URL: 'http://localhost:5000',
          NODE_ENV: 'development',
        },
        logs.logger,
      );
      await transport.send({
        id: 7,
        messageUuid: `uuid-${kind}`,
        kind,
        to: 'owner@example.test',
        subject: 'A link for you',
        text: `Follow ${link}`,
        html: `<a href="${link}">Follow</a>`,
        links: [link],
      });
      transport.close();

      const outbox = join(dataDir, 'outbox');
      const file = readdirSync(outbox).find((name) => name.endsWith(`-${kind}.eml`))!;
      expect((await simpleParser(readFileSync(join(outbox, file)))).text).toContain(token);
      expect(logs.lines.some((line) => line.includes('mail written to outbox'))).toBe(true);
      expect(logs.containing(token)).toEqual([]);
      expect((statSync(outbox).mode & 0o777).toString(8)).toBe('700');
      expect((statSync(join(outbox, file)).mode & 0o777).toString(8)).toBe('600');
    },
  );
});
