import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { signUpOwner, uniqueEmail } from '../../../test/factories';
import { captureLogs } from '../../../test/log-capture';
import { NEUTRAL, usePasswordResetApp } from '../../../test/kits/password-reset-app';
import type { LimitSetting, RateLimitName } from '../../middleware/rate-limit';

/**
 * Forgot-password counts per account only the mails it sends (docs/product.md#accounts): asking for
 * an unknown email counts nothing, and an account whose count is full gets nothing more while the
 * answer stays the same neutral success, so the limit reveals no account.
 */
const MAILS_PER_ACCOUNT = 2;
const limits: Partial<Record<RateLimitName, LimitSetting>> = {
  forgotPassword: { windowMs: 60_000, limit: 10_000 },
  forgotPasswordAccount: { windowMs: 60_000, limit: MAILS_PER_ACCOUNT },
};
const { t, smtp, drain } = usePasswordResetApp({
  env: { TRUST_PROXY: 'loopback' },
  rateLimits: limits,
});

let address = 0;
const ask = (app: typeof t.app, email: string) =>
  request(app)
    .post('/api/forgot-password')
    .set('X-Requested-With', 'XMLHttpRequest')
    .set('X-Forwarded-For', `192.0.2.${(address += 1)}`)
    .send({ email });

describe('reset mails per account', () => {
  it('when an account has had its reset mails, then more asks get the same neutral answer, nothing is sent, and the log says so without the address', async () => {
    const logs = captureLogs('info');
    const instance = await t.createInstance({ logger: logs.logger, rateLimits: limits });
    try {
      const owner = await signUpOwner(t.app);
      const answers = [];
      for (let i = 0; i < MAILS_PER_ACCOUNT + 2; i += 1) {
        const res = await ask(instance.app, i % 2 ? owner.email.toUpperCase() : owner.email);
        answers.push([res.status, res.body]);
      }
      expect(answers).toEqual(Array.from({ length: MAILS_PER_ACCOUNT + 2 }, () => [200, NEUTRAL]));
      await drain();
      expect(smtp.sink.to(owner.email)).toHaveLength(MAILS_PER_ACCOUNT);
      expect(logs.containing('password reset mail held back')).toHaveLength(2);
      expect(logs.containing(owner.email)).toEqual([]);
    } finally {
      await instance.close();
    }
  });

  it('when unknown emails are asked for again and again, then every answer is the neutral success', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < MAILS_PER_ACCOUNT + 3; i += 1) {
      const res = await ask(t.app, ghost);
      expect([res.status, res.body]).toEqual([200, NEUTRAL]);
    }
    await drain();
    expect(smtp.sink.to(ghost)).toEqual([]);
  });
});
