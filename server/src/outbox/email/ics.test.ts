import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, icsParamValue, icsUtc } from './ics';

describe('iCalendar text', () => {
  it('when text holds separators and newlines, then they are escaped as RFC 5545 says', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('when text holds other control characters, then they become spaces and a tab stays', () => {
    expect(escapeIcsText('bell\u0007esc\u001b[31m\tdel\u007f')).toBe('bell esc [31m\tdel ');
  });

  it('when a parameter value holds quotes, CR/LF or separators, then it stays one quoted value', () => {
    expect(icsParamValue('Casey "Skip"\r\nATTENDEE:mailto:evil@example.com;X=1')).toBe(
      `"Casey 'Skip' ATTENDEE:mailto:evil@example.com;X=1"`,
    );
  });

  it('when a line is longer than 75 octets, then it folds with CRLF and a space, never inside a character', () => {
    const line = `DESCRIPTION:${'Ålesund – fjord ⚓ '.repeat(12)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => Buffer.byteLength(p) <= 75)).toBe(true);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });

  it('when a line fits, then it is left alone', () => {
    expect(foldIcsLine('SUMMARY:Haul Out')).toBe('SUMMARY:Haul Out');
  });

  it('when an instant is written, then it is UTC basic format', () => {
    expect(icsUtc(new Date('2026-11-02T15:00:00.000Z'))).toBe('20261102T150000Z');
  });
});
