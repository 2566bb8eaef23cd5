/**
 * Errors a browser meets, reported to the server's log (issue 31): while rendering a route, while
 * loading a route's code (a chunk gone after a deploy), or anywhere else on the page. No zod
 * here: the client's entry imports this, and zod stays off the landing page.
 */
export const CLIENT_ERROR_KINDS = ['render', 'chunk', 'unhandled'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** The most characters of each field: the browser cuts its report to these, the server refuses more. */
export const CLIENT_ERROR_LIMITS = { name: 100, message: 500, route: 200, stack: 4000 } as const;

/** A whole report: the fields above, with room for JSON's escapes and a few wide characters. */
export const CLIENT_ERROR_MAX_BODY_BYTES = 8 * 1024;

/**
 * A URL (scheme://… or a path after a space or quote) with a query or fragment: those may hold a
 * reset token or an email. The fragment and query go; a stack frame's :line:column stays.
 */
const URL_WITH_QUERY =
  /((?:\b[a-z][\w+.-]*:\/\/|(?<![\w/.])\/)[^\s?#"'`<>()]*)[?#][^\s"'`<>()]*?((?::\d+){0,2})(?=[\s"'`<>()]|$)/gi;
const EMAIL = /[\w.+-]+@[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}/gi;

/** An error's message or stack without the personal data it may quote: queries, fragments, emails. */
export function scrubErrorText(text: string): string {
  return text.replace(URL_WITH_QUERY, '$1$2').replace(EMAIL, '[email]');
}
