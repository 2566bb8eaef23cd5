import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-safe';

/** Issue 24 item 6: a feed token never reaches the request log, however its path is spelled. */
const token = randomBytes(32).toString('base64url');
const escaped = (text: string) =>
  [...text].map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');

describe('feed tokens in logged paths', () => {
  const spellings = [
    `/api/calendar/${token}.ics`,
    `//API//Calendar//${token}.ics`,
    `/api/%63alendar/${token}.ics`,
    `/api/calendar%2F${token}.ics`,
    `/api%2fcalendar%2f${token}.ics`,
    `/api/calendar%252F${token}.ics`,
    `/api/./calendar/${token}.ics`,
    `/api/x/../calendar/${token}.ics`,
    `/api/calendar/feeds/../${token}.ics`,
    `/api/calendar/${escaped(token)}.ics`,
    `/api/calendar/x/${token}.ics`,
    `/calendar/${token}.ics`,
    `/api/calendar\\${token}.ics`,
    `/api/calendar/${token}.ics?download=1`,
  ];

  it.each(spellings)('when the path is %s, then the token is hidden', (path) => {
    const logged = redactUrl(path);
    expect(logged).toContain('[redacted]');
    expect(logged).not.toContain(token.slice(0, 16));
    expect(logged).not.toContain(escaped(token.slice(0, 8)));
  });

  it('when the path is a feed management route, then it is logged as it is', () => {
    expect(redactUrl('/api/calendar/feeds')).toBe('/api/calendar/feeds');
    expect(redactUrl('/api/calendar/feeds/yard')).toBe('/api/calendar/feeds/yard');
    expect(redactUrl('/api/bookings/12')).toBe('/api/bookings/12');
  });
});
