import type { reportClientError as reportRoute } from '@shared/api/client-errors';
import type { BodyOf } from '@shared/api/route';
import {
  CLIENT_ERROR_LIMITS as LIMITS,
  CLIENT_ERROR_MAX_BODY_BYTES,
  scrubErrorText,
  type ClientErrorKind,
} from '@shared/client-errors';
import { replaceControlCharacters } from '@shared/control-characters';

export type ClientErrorReport = BodyOf<typeof reportRoute>;

const LINE_BREAKS = ['\t', '\r', '\n'];

/** As the server counts it: NFC, trimmed, in code points; no query, fragment or email quoted. */
function clean(text: string, max: number, keep: readonly string[] = []): string {
  const scrubbed = scrubErrorText(replaceControlCharacters(text, keep)).normalize('NFC').trim();
  return [...scrubbed].slice(0, max).join('').trim();
}

/**
 * What the server is told of an error (POST /api/client-errors): cut to the limits it keeps,
 * so it is never refused, and without a stack when a wide one would pass 8 KB.
 */
export function clientErrorReport(
  error: unknown,
  kind: ClientErrorKind,
  route: string,
): ClientErrorReport {
  const { name, message, stack } =
    error instanceof Error ? error : { name: 'Error', message: String(error), stack: undefined };
  const report: ClientErrorReport = {
    kind,
    name: clean(name, LIMITS.name) || 'Error',
    message: clean(message, LIMITS.message, LINE_BREAKS) || 'No message',
    route,
  };
  const trace = stack ? clean(stack, LIMITS.stack, LINE_BREAKS) : '';
  const withTrace = { ...report, stack: trace };
  const fits =
    new TextEncoder().encode(JSON.stringify(withTrace)).length <= CLIENT_ERROR_MAX_BODY_BYTES;
  return trace && fits ? withTrace : report;
}
