import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { escapeEveryCharacter, feedPathSpellings } from '@shared/test/feed-path-spellings';
import { redactUrl } from './log-safe';

/**
 * docs/product.md#security: a feed token never reaches the request log, however its path is
 * spelled.
 */
const token = randomBytes(32).toString('base64url');

describe('feed tokens in logged paths', () => {
  const spellings = feedPathSpellings(token);

  it.each(spellings)('when the path is %s, then the token is hidden', (path) => {
    const logged = redactUrl(path);
    expect(logged).toContain('[redacted]');
    expect(logged).not.toContain(token.slice(0, 16));
    expect(logged).not.toContain(escapeEveryCharacter(token.slice(0, 8)));
  });

  it('when the path is a feed management route, then it is logged as it is', () => {
    expect(redactUrl('/api/calendar/feeds')).toBe('/api/calendar/feeds');
    expect(redactUrl('/api/calendar/feeds/yard')).toBe('/api/calendar/feeds/yard');
    expect(redactUrl('/api/bookings/12')).toBe('/api/bookings/12');
  });
});
