import type { Logger } from 'pino';
import { scrubErrorText } from '@shared/client-errors';
import type { ClientErrorReport } from '@shared/schemas/client-errors';

/**
 * One warn line per report on the request's logger, which adds the request's id, method and
 * path (never its cookies or address). Only the validated fields are written, and whatever the
 * browser cut, the texts lose any feed token, query, fragment, secret or email they quote.
 */
export function logClientError(log: Logger, report: ClientErrorReport): void {
  const { kind, name, route, message, stack } = report;
  const clientError = {
    kind,
    name: scrubErrorText(name),
    // A pattern from the app's router, but anyone may post: a feed's path would hold its token.
    route: scrubErrorText(route),
    message: scrubErrorText(message),
    ...(stack ? { stack: scrubErrorText(stack) } : {}),
  };
  log.warn({ clientError }, 'client error reported');
}
