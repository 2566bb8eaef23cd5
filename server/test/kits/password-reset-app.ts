import { beforeAll, beforeEach, expect } from 'vitest';
import { createLogger } from '../../src/lib/logger';
import type { OutboxWorker } from '../../src/outbox/outbox-worker';
import { apiClient } from '../api-client';
import type { TestAppOptions } from '../test-app';
import { useTestApp } from '../use-test-app';
import { useMailWorkers, useSmtpSink } from './mail-app';

/** The forgot-password answer, the same whether or not the account exists. */
export const NEUTRAL = {
  message: 'If an account with that email exists, you will receive a password reset link shortly.',
};
export const INVALID = 'This password reset link is invalid or has expired.';

/**
 * The password-reset tests' setup: an app on a clock set to the real time before each test
 * (tests may move it), an SMTP sink and one worker that mails it, and the calls the two
 * forms make.
 */
export function usePasswordResetApp(options: Pick<TestAppOptions, 'env' | 'rateLimits'> = {}) {
  const clock = { instant: new Date(), now: () => clock.instant };
  const smtp = useSmtpSink();
  const t = useTestApp({ ...options, now: clock.now });
  const startWorker = useMailWorkers(() => ({
    db: t.database.db,
    config: { ...t.config, SMTP_URL: smtp.sink.url },
    logger: createLogger('silent'),
    now: clock.now,
  }));
  let started: OutboxWorker | undefined;
  beforeAll(() => {
    started = startWorker();
  });
  beforeEach(() => {
    clock.instant = new Date();
  });
  const worker = (): OutboxWorker => {
    if (!started) throw new Error('usePasswordResetApp: read the worker inside a test');
    return started;
  };

  /** Submits the reset form's body from a browser without a session. */
  const postReset = (body: object) => apiClient(t.app).post('/api/reset-password', body);

  /** Asks for a link through the API and returns it as the owner's mailbox received it. */
  async function requestLink(email: string) {
    const res = await apiClient(t.app).post('/api/forgot-password', { email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(NEUTRAL);
    await worker().drain();
    const mail = smtp.sink.to(email).at(-1)!;
    const link = /http:\/\/app\.test\/reset-password\?\S+/.exec(mail.text!)![0];
    const url = new URL(link);
    return {
      mail,
      link,
      token: url.searchParams.get('token')!,
      email: url.searchParams.get('email')!,
    };
  }

  return {
    t,
    clock,
    smtp,
    /** Sends what the mail queue holds. */
    drain: () => worker().drain(),
    postReset,
    /** Sets a new password with a link through the API alone, without the form's confirmation. */
    postNewPassword: (link: { token: string; email: string }, password: string) =>
      postReset({ ...link, newPassword: password }),
    /** Sets a new password with a link, typed twice as the form sends it. */
    resetPassword: (link: { token: string; email: string }, password: string) =>
      postReset({ ...link, newPassword: password, confirmPassword: password }),
    requestLink,
  };
}
