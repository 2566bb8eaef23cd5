import type { ClientErrorKind } from '@shared/client-errors';

/**
 * The reporter (cleaning texts, sending) is not on the landing page: it loads at the first
 * error, or a little after the page has loaded, so that a page opened before a deploy already
 * holds it when the deploy's missing chunks fail.
 */
const loadReporter = () => import('./client-error-reporter');

/**
 * Tells the server's log about an error met at `pathname` (POST /api/client-errors); settles
 * once the report is sent or cannot be, never rejects.
 */
export function reportClientError(
  error: unknown,
  kind: ClientErrorKind,
  pathname: string,
): Promise<void> {
  return loadReporter().then(
    ({ pageReporter }) => pageReporter(error, kind, pathname),
    () => {},
  );
}

const AFTER_LOAD_MS = 2_000;

/**
 * Errors outside the screens' boundary too (it reports its own): a throw in an event handler,
 * a promise nobody caught. An 'error' event without an error object (a script from another
 * origin, an extension) has nothing to diagnose.
 */
export function reportPageErrors(): void {
  const here = () => window.location.pathname;
  addEventListener('error', (event: ErrorEvent) => {
    if (event.error) void reportClientError(event.error, 'unhandled', here());
  });
  addEventListener('unhandledrejection', (event) => {
    void reportClientError(event.reason, 'unhandled', here());
  });
  addEventListener('load', () => setTimeout(() => loadReporter().catch(() => {}), AFTER_LOAD_MS), {
    once: true,
  });
}
