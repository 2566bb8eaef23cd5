import { describe, expect, it } from 'vitest';
import { uniformRateLimits } from '../../middleware/rate-limit';
import { makeToken, withToken } from '../../../test/kits/api-token-kit';
import { useTestApp } from '../../../test/use-test-app';

/**
 * API_TOKEN_REQUESTS_PER_MINUTE (docs/product.md#integrations): each token has its own minute's
 * allowance.
 */
const LIMIT = 3;
const t = useTestApp({
  admin: true,
  rateLimits: {
    ...uniformRateLimits({ windowMs: 60_000, limit: 10_000 }),
    apiToken: { windowMs: 60_000, limit: LIMIT },
  },
});

describe('API token rate limit', () => {
  it('when one token passes its limit, then 429 with Retry-After and a message, while another token and the admin’s browser go on', async () => {
    const busy = withToken(t.app, (await makeToken(t.admin, 'read')).secret);
    const quiet = withToken(t.app, (await makeToken(t.admin, 'read')).secret);
    for (let i = 0; i < LIMIT; i += 1) expect((await busy.get('/api/bookings')).status).toBe(200);

    const stopped = await busy.get('/api/bookings');
    expect(stopped.status).toBe(429);
    expect(stopped.body).toEqual({
      message: 'Too many requests with this API token. Please wait a minute and try again.',
      code: 'rate_limited',
    });
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);

    expect((await quiet.get('/api/bookings')).status).toBe(200);
    for (let i = 0; i < LIMIT + 1; i += 1) {
      expect((await t.admin.client.get('/api/bookings')).status).toBe(200);
    }
  });
});
