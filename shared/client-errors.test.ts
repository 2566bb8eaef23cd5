import { describe, expect, it } from 'vitest';
import { scrubErrorText } from './client-errors';

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
