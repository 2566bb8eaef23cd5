import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../lib/project-root';

/**
 * docs/integrations.md quotes docs/examples/verify-webhook.mjs for integrators to copy. The
 * example is checked against a signature made by the published formula (X-Marina-Signature:
 * t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">), and the guide's copy against the
 * file, so neither can drift from the other or from the contract.
 */
const EXAMPLE = projectPath('docs/examples/verify-webhook.mjs');
type Verify = (body: string | Buffer, header: unknown, secret: string, nowMs?: number) => boolean;
let verifyWebhook: Verify;
beforeAll(async () => {
  ({ verifyWebhook } = (await import(pathToFileURL(EXAMPLE).href)) as { verifyWebhook: Verify });
});

const SECRET = 'whsec_3kQ9pX1rVt7yLw2bN8cF5hJ0mZ4sD6gA';
const NOW_MS = Date.UTC(2030, 4, 14, 13, 2, 11);
const body = JSON.stringify({
  id: '0f6c2b8e-5d0b-4b8e-9a51-6a1f3c7d2e10',
  type: 'booking.cancelled',
  createdAt: new Date(NOW_MS).toISOString(),
  data: { booking: { id: 42, ownerName: 'Åsa Ø’Brien' } },
});
const signed = (text: string, atMs: number, secret = SECRET) => {
  const t = Math.floor(atMs / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${text}`).digest('hex')}`;
};

describe('the integration guide’s signature check', () => {
  it('when a delivery is signed as the marina signs it, then it is accepted, as text or as the raw bytes', () => {
    expect(verifyWebhook(body, signed(body, NOW_MS), SECRET, NOW_MS)).toBe(true);
    expect(verifyWebhook(Buffer.from(body), signed(body, NOW_MS), SECRET, NOW_MS + 60_000)).toBe(
      true,
    );
  });

  it('when the body, the secret or the signature differ, or the header is garbage, then it is refused without throwing', () => {
    const header = signed(body, NOW_MS);
    expect(verifyWebhook(body.replace('42', '43'), header, SECRET, NOW_MS)).toBe(false);
    expect(verifyWebhook(body, signed(body, NOW_MS, 'whsec_other'), SECRET, NOW_MS)).toBe(false);
    expect(
      verifyWebhook(
        body,
        header.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        SECRET,
        NOW_MS,
      ),
    ).toBe(false);
    for (const garbage of [
      undefined,
      '',
      't=,v1=',
      'v1=abc',
      `t=${NOW_MS / 1000},v1=zz`,
      'x'.repeat(5000),
    ]) {
      expect(verifyWebhook(body, garbage, SECRET, NOW_MS), String(garbage)).toBe(false);
    }
  });

  it('when a signed delivery is more than five minutes old or ahead, then it is refused as a possible replay', () => {
    expect(verifyWebhook(body, signed(body, NOW_MS - 301_000), SECRET, NOW_MS)).toBe(false);
    expect(verifyWebhook(body, signed(body, NOW_MS + 301_000), SECRET, NOW_MS)).toBe(false);
    expect(verifyWebhook(body, signed(body, NOW_MS - 299_000), SECRET, NOW_MS)).toBe(true);
  });

  it('when the guide is read, then its quoted snippet is the example file, character for character', () => {
    const guide = readFileSync(projectPath('docs/integrations.md'), 'utf8');
    const quoted =
      /<!-- quoted from docs\/examples\/verify-webhook\.mjs[^\n]*-->\n\n```js\n([^]*?)```/.exec(
        guide,
      );
    expect(quoted?.[1]).toBe(readFileSync(EXAMPLE, 'utf8'));
  });
});
