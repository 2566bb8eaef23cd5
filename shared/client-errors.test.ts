import { describe, expect, it } from 'vitest';
import { scrubErrorText } from './client-errors';
import { escapeEveryCharacter, feedPathSpellings } from './test/feed-path-spellings';

describe('scrubErrorText', () => {
  it('when a message quotes a URL with a query, then the query goes and the path stays', () => {
    expect(
      scrubErrorText(
        'Failed to fetch dynamically imported module: https://marina.example/assets/schedule-Ab12.js?v=3#top',
      ),
    ).toBe(
      'Failed to fetch dynamically imported module: https://marina.example/assets/schedule-Ab12.js',
    );
  });

  it('when a stack frame has a query before its line and column, then they stay and the query goes', () => {
    expect(scrubErrorText('    at render (http://app.test/assets/index.js?t=1:12:34)')).toBe(
      '    at render (http://app.test/assets/index.js:12:34)',
    );
  });

  it('when a message names a path with a token or an email, then neither is kept', () => {
    expect(
      scrubErrorText(
        'No route for "/reset-password?token=abc123&email=casey@example.com" (casey@example.com)',
      ),
    ).toBe('No route for "/reset-password" ([email])');
  });

  it('when the text has question marks and slashes that are not URLs, then it is unchanged', () => {
    const text = 'Cannot read properties of undefined (reading "slot")? and/or ?x=1 at a/b.js:1:2';
    expect(scrubErrorText(text)).toBe(text);
  });
});

describe('scrubErrorText and secrets that are not a query', () => {
  // 43 base64url characters, as a calendar feed's token.
  const token = 'Zm9vYmFyLWZlZWQtdG9rZW4tMDEyMzQ1Njc4OWFiY2Rl';
  // Each spelling the request log's feed-path redaction hides, a whole URL and a feed's scope.
  const feedPaths = [
    ...feedPathSpellings(token),
    `https://marina.example/api/calendar/${token}.ics`,
    `/api/calendar/owner/${token}.ics`,
  ];

  it.each(feedPaths)(
    'when a message or a stack frame quotes the feed path %s, then its token is not kept',
    (path) => {
      const scrubbed = scrubErrorText(
        `Failed to load "${path}" for the yard\n    at fetchFeed (${path}:12:34)`,
      );
      expect(scrubbed).not.toContain(token.slice(0, 12));
      expect(scrubbed).not.toContain(escapeEveryCharacter(token.slice(0, 6)));
      expect(scrubbed).toContain('[redacted]');
      expect(scrubbed).toMatch(
        /^Failed to load "[^"]*" for the yard\n {4}at fetchFeed \(.*:12:34\)$/,
      );
    },
  );

  it("when a message names the feeds' own routes, then they are kept, as the request log keeps them", () => {
    const text = 'GET /api/calendar/feeds/yard failed; /api/calendar/feeds too';
    expect(scrubErrorText(text)).toBe(text);
  });

  it.each([
    ['a query', 'fetch of reset-password?TOKEN=t0p-s3cret&x=1 failed', 't0p-s3cret'],
    ['a fragment', 'the hash was #access_token=t0p-s3cret&state=1', 't0p-s3cret'],
    ['free text', 'Invalid reset: token=t0p-s3cret, try again', 't0p-s3cret'],
    ['free text, any case', 'Refused Secret=t0p-s3cret and CODE=482915', 't0p-s3cret'],
    ['free text, a code', 'Refused Secret=x and CODE=482915 here', '482915'],
    ['an api key', 'config: apiKey=t0p-s3cret; key=k3y-v4lue', 't0p-s3cret'],
    ['a bare key', 'config: apiKey=t0p-s3cret; key=k3y-v4lue', 'k3y-v4lue'],
    ['an escaped pair', 'next=%2Freset%3Ftoken%3Dt0p-s3cret%26x%3D1 failed', 't0p-s3cret'],
  ])('when %s holds a token, secret, code or key, then its value goes', (_where, text, secret) => {
    const scrubbed = scrubErrorText(text);
    expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain('[redacted]');
  });

  it.each([
    ['owner%40example.com'],
    ['owner%2540example.com'],
    ['casey.mariner%2Bboat%40example.co.uk'],
    ['OWNER%40EXAMPLE.COM'],
  ])(
    'when a message quotes the escaped email %s, then it is replaced as a plain one is',
    (email) => {
      expect(scrubErrorText(`No account for ${email} (see /users/${email})`)).toBe(
        'No account for [email] (see /users/[email])',
      );
    },
  );

  it("when a word only looks like a key or names the owner's calendar page, then it is kept", () => {
    const text = 'Each child needs a unique "key" prop; opened /account/calendar at 12:00';
    expect(scrubErrorText(text)).toBe(text);
  });
});

/**
 * Fields of the longest kind built to make a pattern backtrack: each is scrubbed (or left) as
 * it should be. No stopwatch: a pattern that can split a run two ways does not return on these
 * at all (nor could a stopwatch read after it stop it), and one merely slow returns past the
 * test's timeout (30 s), which vitest fails even in a test that never yielded.
 */
describe('scrubErrorText on hostile text', () => {
  it.each([
    ['escapes of escapes', '%2525'.repeat(800), '%2525'.repeat(800)],
    ['escapes of escapes before an escaped at', `${'%2525'.repeat(790)}%40example.com`, '[email]'],
    ['a long name before an escaped at', `${'a'.repeat(3900)}%40b`, `${'a'.repeat(3900)}%40b`],
    ['a long name before an escaped address', `${'a'.repeat(3900)}%40b.co`, '[email]'],
    ['many names', 'a%40b.'.repeat(600), 'a%40b.'.repeat(600)],
    ['many addresses', 'a%40b.co '.repeat(400), '[email] '.repeat(400)],
  ])(
    'when a field of the longest kind is %s, then it is scrubbed whole',
    (_kind, text, scrubbed) => {
      expect(scrubErrorText(text)).toBe(scrubbed);
    },
  );
});
