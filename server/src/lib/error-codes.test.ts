import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@shared/error-codes';

/**
 * AppError takes only an ErrorCode, so tsc catches a misspelt code there; the middleware that
 * answers with `res.json({ code })` directly is not typed that way. This reads the server's
 * source for every code it can send and holds it against shared/error-codes.ts both ways.
 */
const SERVER_SRC = fileURLToPath(new URL('..', import.meta.url));

const SENT_CODE_PATTERNS = [
  /\bcode:\s*'([^']+)'/g, // res.json({ message, code: '…' })
  /\bAppError\(\s*\d+,\s*'([^']+)'/g, // new AppError(status, '…', message)
  /\bconflict\(\s*'([^']+)'/g, // conflict('…', message)
];

function codesSentByServer(): Map<string, string> {
  const files = readdirSync(SERVER_SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const sent = new Map<string, string>();
  for (const file of files) {
    const source = readFileSync(join(SERVER_SRC, file), 'utf8');
    for (const pattern of SENT_CODE_PATTERNS) {
      for (const [, code] of source.matchAll(pattern)) sent.set(code!, file);
    }
  }
  return sent;
}

describe('the error codes the server sends', () => {
  const sent = codesSentByServer();

  it('when the server source is read, then it finds the codes of every layer', () => {
    for (const code of ['invalid', 'rate_limited', 'too_deep', 'slot_full', 'export_failed']) {
      expect(sent.has(code), code).toBe(true);
    }
  });

  it('when the server sends a code, then shared/error-codes.ts lists it', () => {
    const unlisted = [...sent].filter(
      ([code]) => !(ERROR_CODES as readonly string[]).includes(code),
    );
    expect(unlisted).toEqual([]);
  });

  it('when shared/error-codes.ts lists a code, then the server sends it somewhere', () => {
    expect(ERROR_CODES.filter((code) => !sent.has(code))).toEqual([]);
  });
});
