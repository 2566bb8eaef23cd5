import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/my-bookings', '/profile?tab=storage', '/admin/day/2026-12-02', '/my-bookings#x'])(
    'keeps the same-site path %s',
    (path) => expect(safeReturnPath(path)).toBe(path),
  );

  it.each([
    ['another host', '//evil.example/x'],
    ['a full address', 'https://evil.example/'],
    ['a scheme', 'javascript:alert(1)'],
    ['a backslash', '/\\evil.example'],
    ['a backslash later', '/x\\..\\evil'],
    ['a tab', '/\t/evil.example'],
    ['a newline', '/my-bookings\nSet-Cookie: x'],
    ['DEL', '/my\u007fbookings'],
    ['a relative path', 'my-bookings'],
    ['the sign-in page', '/auth'],
    ['the register page', '/register?x=1'],
    ['nothing', ''],
    ['not text', { pathname: '/my-bookings' }],
    ['too long', `/${'a'.repeat(2001)}`],
  ])('refuses %s', (_, value) => expect(safeReturnPath(value)).toBeNull());
});
