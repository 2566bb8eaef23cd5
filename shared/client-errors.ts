import { decodeEscapes } from './percent-escapes';

/**
 * Errors a browser meets, reported to the server's log (docs/product.md#web-app): while rendering a
 * route, while loading a route's code (a chunk gone after a deploy), or anywhere else on the page.
 * No zod here: the client's entry imports this, and zod stays off the landing page.
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
/**
 * Plain or escaped (`owner%40example.com`, `%2540` escaped twice): a link or a path may carry it
 * encoded. Each `%` of the name is one escape, so no run of text can be split two ways (a run of
 * `%2525…` would otherwise take exponential time).
 */
const EMAIL = /(?:[\w.+-]|%[0-9a-f]{2})+(?:@|%(?:25)*40)[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}/gi;
/**
 * A token, secret, code or key given a value (`token=`, `access_token=`, `apiKey=`, escaped
 * `token%3D`): in a query the URL rule missed, a fragment, or a sentence. The value goes.
 */
const SECRET_PAIR = /([\w-]*(?:token|secret|code|key)(?:=|%(?:25)*3d))[^\s&#;,"'`<>()]*/gi;

/** A run of text a path or URL may fill: up to a space, a quote or a bracket. */
const WORD = /[^\s"'`<>()]+/g;
/** The calendar segment and its separator, however many (`//`, `\\`), once decoded. */
const CALENDAR_SEGMENT = /calendar[/\\]+/i;
/** What follows it in the feeds' own routes, which hold no token (as the request log keeps them). */
const FEED_MANAGEMENT_REST = /^feeds(?:[/\\]+(?:owner|yard))?[/\\]*[.,;:!]*$/i;
/** A feed token is 43 base64url characters; shorter runs are words, ids and dates. */
const TOKEN_LIKE = /[\w-]{32,}/g;
const LINE_COLUMN = /(?::\d+){1,2}$/;

/**
 * A calendar feed's token is its path (`/api/calendar/<token>.ics`): whatever follows the
 * calendar segment goes, in any spelling the request log's redaction hides too
 * (server/src/lib/feed-path.ts): any case, doubled slashes or backslashes, `.` and `..`,
 * escapes and escapes of escapes. A stack frame's :line:column stays.
 */
function scrubFeedPath(word: string): string {
  const decoded = decodeEscapes(word);
  if (!/calendar/i.test(decoded)) return word;
  const segment = CALENDAR_SEGMENT.exec(decoded);
  if (!segment) {
    const hidden = decoded.replace(TOKEN_LIKE, '[redacted]');
    return hidden === decoded ? word : hidden;
  }
  const rest = decoded.slice(segment.index + segment[0].length);
  const position = LINE_COLUMN.exec(rest)?.[0] ?? '';
  if (FEED_MANAGEMENT_REST.test(rest.slice(0, rest.length - position.length))) return word;
  const calendar = decoded.slice(segment.index, segment.index + 'calendar'.length);
  return `${decoded.slice(0, segment.index)}${calendar}/[redacted]${position}`;
}

/**
 * An error's message or stack without the personal data or secrets it may quote: a calendar
 * feed's token, queries and fragments, the values of token=, secret=, code= and key=, emails.
 */
export function scrubErrorText(text: string): string {
  return text
    .replace(WORD, scrubFeedPath)
    .replace(URL_WITH_QUERY, '$1$2')
    .replace(SECRET_PAIR, '$1[redacted]')
    .replace(EMAIL, '[email]');
}
