import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { waitFor } from '@shared/test/wait-for';

/** Waits for a message to `to` in the server's outbox whose text matches, and returns its text. */
export async function waitForMail(
  dataDir: string,
  to: string,
  pattern: RegExp,
  timeoutMs = 20_000,
): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  return waitFor(
    async () => {
      const files = await readdir(outbox).catch(() => [] as string[]);
      for (const file of files.filter((name) => name.endsWith('.eml'))) {
        const mail = await simpleParser(await readFile(join(outbox, file)));
        const recipients = [mail.to].flat().flatMap((address) => address?.value ?? []);
        const text = mail.text ?? '';
        if (
          recipients.some((r) => r.address?.toLowerCase() === to.toLowerCase()) &&
          pattern.test(text)
        ) {
          return text;
        }
      }
      return undefined;
    },
    `mail to ${to} matching ${pattern} in ${outbox}`,
    { timeoutMs, intervalMs: 250 },
  );
}
