import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { waitFor } from '@shared/test/wait-for';
import type { FakeText, FakeTwilio } from '../../server/test/fake-twilio/fake-twilio';

/** Waits for a text to `to` at the fake Twilio whose body matches, and returns it. */
export async function waitForText(
  fake: FakeTwilio,
  to: string,
  pattern: RegExp,
  timeoutMs = 20_000,
): Promise<FakeText> {
  // The last value the failure shows is every body the number got.
  const found = await waitFor(
    () => fake.to(to).find((received) => pattern.test(received.body)) ?? false,
    `a text to ${to} matching ${pattern} at the fake Twilio`,
    { timeoutMs },
  ).catch((error: unknown) => {
    const bodies = fake.to(to).map((received) => received.body);
    throw new Error(`${(error as Error).message}; it got ${JSON.stringify(bodies)}`);
  });
  return found;
}

/**
 * Waits for a text to `to` in a server's DATA_DIR/outbox-sms/ (a server without Twilio
 * settings writes each text there as { to, body, kind, createdAt }), and returns its body.
 */
export async function waitForOutboxText(
  dataDir: string,
  to: string,
  pattern: RegExp,
  timeoutMs = 20_000,
): Promise<string> {
  const outbox = join(dataDir, 'outbox-sms');
  return waitFor(
    async () => {
      const files = await readdir(outbox).catch(() => [] as string[]);
      for (const file of files
        .filter((name) => name.endsWith('.json'))
        .sort()
        .reverse()) {
        // A file the server is still writing does not parse yet: the next check reads it whole.
        const text = await readFile(join(outbox, file), 'utf8')
          .then((raw) => JSON.parse(raw) as { to: string; body: string })
          .catch(() => null);
        if (text?.to === to && pattern.test(text.body)) return text.body;
      }
      return undefined;
    },
    `a text to ${to} matching ${pattern} in ${outbox}`,
    { timeoutMs },
  );
}
