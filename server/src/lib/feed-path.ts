import { decodeEscapes } from '@shared/percent-escapes';

/**
 * A calendar feed's token is its path (`/api/calendar/<token>.ics`), so a request log must
 * not print what follows `calendar/` however the path is spelled: any case, doubled slashes,
 * `.` and `..` segments, percent-escapes (`%2F`, `%63alendar`, escapes of escapes). The path
 * is decoded and normalised before it is matched; the feeds' own management routes, which
 * hold no token, are kept as they are.
 */
const FEED_MANAGEMENT = /^\/api\/calendar\/feeds(?:\/(?:owner|yard))?\/?$/i;
const CALENDAR_SEGMENT = /^calendar$/i;
/** A token is 43 base64url characters; shorter runs are words, ids and dates. */
const TOKEN_LIKE = /[\w-]{32,}/g;

export function redactFeedPath(path: string): string {
  const decoded = decodeEscapes(path);
  if (!/calendar/i.test(decoded)) return path;
  const segments = normaliseSegments(decoded);
  const normalised = `/${segments.join('/')}`;
  if (FEED_MANAGEMENT.test(normalised)) return path;
  const at = segments.findIndex((segment) => CALENDAR_SEGMENT.test(segment));
  // Whatever the calendar segment is followed by is hidden; a path that only mentions the
  // word elsewhere still loses any run long enough to be a token.
  const kept = at === -1 ? normalised : `/${segments.slice(0, at + 1).join('/')}/[redacted]`;
  return kept.replace(TOKEN_LIKE, '[redacted]');
}

/** Empty and `.` segments dropped, `..` taking the previous one away, as a resolver would. */
function normaliseSegments(path: string): string[] {
  const segments: string[] = [];
  for (const segment of path.split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments;
}
