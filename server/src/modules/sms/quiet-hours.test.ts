import { describe, expect, it } from 'vitest';
import { quietHoursEnd } from './quiet-hours';

const NEW_YORK = 'America/New_York';
const NIGHT = { start: 21, end: 8 };
const end = (iso: string, hours = NIGHT) =>
  quietHoursEnd(new Date(iso), NEW_YORK, hours)?.toISOString() ?? null;

describe('quiet hours on the marina clock', () => {
  it('when it is day in the marina, then nothing waits; at night, texts wait until 08:00 there', () => {
    expect(end('2026-07-01T12:00:00Z')).toBeNull(); // 08:00 EDT: the quiet just ended
    expect(end('2026-07-02T00:59:00Z')).toBeNull(); // 20:59 EDT
    expect(end('2026-07-02T01:00:00Z')).toBe('2026-07-02T12:00:00.000Z'); // 21:00 EDT
    expect(end('2026-07-02T11:59:00Z')).toBe('2026-07-02T12:00:00.000Z'); // 07:59 EDT
  });

  it('when the clocks spring forward overnight (8 March 2026), then the night ends at 08:00 EDT, an hour shorter', () => {
    // 22:00 EST on 7 March; 08:00 on the 8th is already EDT (UTC-4).
    expect(end('2026-03-08T03:00:00Z')).toBe('2026-03-08T12:00:00.000Z');
    // 03:30 EDT, after the change: the same end.
    expect(end('2026-03-08T07:30:00Z')).toBe('2026-03-08T12:00:00.000Z');
  });

  it('when the clocks fall back overnight (1 November 2026), then the night ends at 08:00 EST, an hour longer', () => {
    // 22:00 EDT on 31 October; 08:00 on 1 November is EST (UTC-5).
    expect(end('2026-11-01T02:00:00Z')).toBe('2026-11-01T13:00:00.000Z');
    // 01:30 the second time (EST): still the same morning.
    expect(end('2026-11-01T06:30:00Z')).toBe('2026-11-01T13:00:00.000Z');
    expect(end('2026-11-01T13:00:00Z')).toBeNull();
  });

  it('when the quiet hours do not cross midnight, or are off, then they are read as written', () => {
    const early = { start: 0, end: 7 };
    expect(end('2026-07-02T03:59:00Z', early)).toBeNull(); // 23:59 EDT
    expect(end('2026-07-02T04:00:00Z', early)).toBe('2026-07-02T11:00:00.000Z'); // 00:00 EDT
    expect(quietHoursEnd(new Date('2026-07-02T04:00:00Z'), NEW_YORK, null)).toBeNull();
  });
});
