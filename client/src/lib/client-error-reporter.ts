import type { reportClientError as reportRoute } from '@shared/api/client-errors';
import type { ClientErrorKind } from '@shared/client-errors';
import { apiUrl } from './api-client';
import { isChunkLoadError } from './chunk-load-errors';
import { clientErrorReport, type ClientErrorReport } from './client-error-report';
import { routePatternOf } from './route-pattern';

const REPORT_PATH: (typeof reportRoute)['path'] = '/api/client-errors';
/** A page that keeps failing says so a few times, not once a render. */
export const MAX_REPORTS_PER_PAGE = 5;

/**
 * keepalive, so a report sent just before a reload still leaves. No cookie: a report needs no
 * session and is never tied to an account. The CSRF header as on every POST.
 */
function postReport(report: ClientErrorReport): void {
  void fetch(apiUrl(REPORT_PATH), {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(report),
  }).catch(() => {});
}

/**
 * Reports each different error once, up to MAX_REPORTS_PER_PAGE, naming the screen by its
 * pattern; an uncaught chunk failure is told as one. Never throws.
 */
export function createClientErrorReporter(send = postReport) {
  const sent = new Set<string>();
  return (error: unknown, kind: ClientErrorKind, pathname: string): void => {
    try {
      if (sent.size >= MAX_REPORTS_PER_PAGE) return;
      const asKind = kind === 'unhandled' && isChunkLoadError(error) ? 'chunk' : kind;
      const report = clientErrorReport(error, asKind, routePatternOf(pathname));
      const key = JSON.stringify([report.kind, report.name, report.message, report.route]);
      if (sent.has(key)) return;
      sent.add(key);
      send(report);
    } catch {
      // A report that cannot be made must not become an error of its own.
    }
  };
}

/** The page's reporter: its count lasts as long as the page. */
export const pageReporter = createClientErrorReporter();
