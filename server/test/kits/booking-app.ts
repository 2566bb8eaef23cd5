import { afterEach } from 'vitest';
import { latestAudit } from '../audit';
import { useTestApp, type UseTestAppOptions } from '../use-test-app';
import { mailsFor, START, testClock } from './booking-kit';

/**
 * The booking tests' setup: an app with an admin on the test clock, the clock set back to
 * START after each test, and readers of what a test left in the mail queue and the audit log.
 */
export function useBookingApp(options: UseTestAppOptions = {}) {
  const clock = testClock();
  const t = useTestApp({ now: clock.now, admin: true, ...options });
  afterEach(() => {
    clock.instant = START;
  });
  return {
    t,
    clock,
    mailsFor: (bookingId: number) => mailsFor(t.database.db, bookingId),
    lastAudit: (action: string) => latestAudit(t.database.db, action),
  };
}
