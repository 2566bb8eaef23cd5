import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/** Waits for a message to `to` in the server's outbox whose text matches, and returns its text. */
export async function waitForMail(
  dataDir: string,
  to: string,
  pattern: RegExp,
  timeoutMs = 20_000,
): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
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
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
}
