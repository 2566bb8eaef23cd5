import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FakeText, FakeTwilio } from '../../server/test/fake-twilio/fake-twilio';

const POLL_MS = 100;

/** Waits for a text to `to` at the fake Twilio whose body matches, and returns it. */
export async function waitForText(
  fake: FakeTwilio,
  to: string,
  pattern: RegExp,
  timeoutMs = 20_000,
): Promise<FakeText> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = fake.to(to).find((received) => pattern.test(received.body));
    if (text) return text;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const bodies = fake.to(to).map((received) => received.body);
  throw new Error(
    `no text to ${to} matching ${pattern} within ${timeoutMs} ms; it got ${JSON.stringify(bodies)}`,
  );
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
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse()) {
      // A file the server is still writing does not parse yet: the next poll reads it whole.
      const text = await readFile(join(outbox, file), 'utf8')
        .then((raw) => JSON.parse(raw) as { to: string; body: string })
        .catch(() => null);
      if (text?.to === to && pattern.test(text.body)) return text.body;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`no text to ${to} matching ${pattern} in ${outbox} within ${timeoutMs} ms`);
}
