import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS } from '@shared/client-errors';
import type { ClientErrorReport } from './client-error-report';
import { createClientErrorReporter, MAX_REPORTS_PER_PAGE } from './client-error-reporter';

/** A reporter of its own for each test: what it would send, in order. */
function reporter() {
  const sent: ClientErrorReport[] = [];
  return { report: createClientErrorReporter((body) => sent.push(body)), sent };
}

describe('the page’s error reports', () => {
  it('when the same error happens again on the same screen, then it is reported once', () => {
    const { report, sent } = reporter();
    for (let i = 0; i < 3; i += 1) report(new Error('Slot missing'), 'render', '/schedule');
    report(new Error('Slot missing'), 'render', '/my-bookings');
    expect(sent.map((body) => body.route)).toEqual(['/schedule', '/my-bookings']);
  });

  it(`when a page meets many different errors, then only the first ${MAX_REPORTS_PER_PAGE} are reported`, () => {
    const { report, sent } = reporter();
    for (let i = 0; i < 8; i += 1) report(new Error(`Error ${i}`), 'unhandled', '/schedule');
    expect(sent.map((body) => body.message)).toEqual([0, 1, 2, 3, 4].map((i) => `Error ${i}`));
  });

  it('when a path holds a date or an unknown page is open, then only the pattern is sent', () => {
    const { report, sent } = reporter();
    report(new Error('a'), 'render', '/admin/board/2030-07-02');
    report(new Error('b'), 'render', '/casey@example.test/secret');
    expect(sent.map((body) => body.route)).toEqual(['/admin/board/:date', '/*']);
  });

  it('when texts are long or hold control characters, then they are cut to the server’s limits and cleaned', () => {
    const { report, sent } = reporter();
    const error = new Error(`${'m'.repeat(600)}`);
    error.name = `Type\u0000Error${'n'.repeat(200)}`;
    error.stack = `line one\n\tat two\u0007${'s'.repeat(5000)}`;
    report(error, 'render', '/schedule');
    const [body] = sent;
    expect(body?.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(body?.name).toHaveLength(CLIENT_ERROR_LIMITS.name);
    expect(body?.name.startsWith('Type Error')).toBe(true);
    expect(body?.stack).toHaveLength(CLIENT_ERROR_LIMITS.stack);
    expect(body?.stack?.startsWith('line one\n\tat two s')).toBe(true);
  });

  it('when a stack of wide characters would pass 8 KB, then the report goes without it', () => {
    const { report, sent } = reporter();
    const error = new Error('Wide');
    error.stack = '⚓'.repeat(4000);
    report(error, 'render', '/schedule');
    expect(sent[0]).toEqual({ kind: 'render', name: 'Error', message: 'Wide', route: '/schedule' });
  });

  it('when a promise is rejected with something odd, then a report is made or skipped, never thrown', () => {
    const { report, sent } = reporter();
    expect(() => report(Object.create(null), 'unhandled', '/')).not.toThrow();
    report('plain words', 'unhandled', '/');
    report(new TypeError('Importing a module script failed.'), 'unhandled', '/');
    expect(sent).toEqual([
      { kind: 'unhandled', name: 'Error', message: 'plain words', route: '/' },
      expect.objectContaining({ kind: 'chunk', name: 'TypeError' }),
    ]);
  });

  it('when sending fails, then nothing is thrown', () => {
    const report = createClientErrorReporter(() => {
      throw new Error('offline');
    });
    expect(() => report(new Error('x'), 'render', '/')).not.toThrow();
  });
});
