import { describe, expect, it } from 'vitest';
import { hashSmsCode, newSmsCode, smsCodeMatches } from './sms-code';

/** The texted code: six digits, and a stored hash that fits only its account and number. */
describe('sms codes', () => {
  it('when codes are made, then each is six digits, leading zeros kept, and they differ', () => {
    const codes = Array.from({ length: 2000 }, newSmsCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('when a code is checked, then it matches only for the account and number it was sent to', () => {
    const binding = { userId: 7, phoneNumber: '+16175550123' };
    const stored = { ...binding, codeHash: hashSmsCode(binding, '042042') };
    expect(stored.codeHash).not.toContain('042042');
    expect(smsCodeMatches(stored, '042042')).toBe(true);
    expect(smsCodeMatches(stored, '042043')).toBe(false);
    expect(smsCodeMatches({ ...stored, userId: 8 }, '042042')).toBe(false);
    expect(smsCodeMatches({ ...stored, phoneNumber: '+16175550124' }, '042042')).toBe(false);
    expect(smsCodeMatches({ ...stored, codeHash: 'abc' }, '042042')).toBe(false);
  });
});
