import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { useTestApp } from '../../../test/use-test-app';

/** npm test's one pass over the API's frame (probes, config, errors) on the embedded engine. */
const t = useTestApp({ env: { MARINA_NAME: 'Gull Harbor', MARINA_TZ: 'America/Chicago' } });

describe('system smoke', () => {
  it('when a load balancer probes and a browser starts the app, then it is ready, gets the marina settings, and mistakes get JSON answers', async () => {
    const health = await request(t.app).get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    expect(health.headers['x-request-id']).toBeTruthy();
    expect((await request(t.app).get('/readyz')).body).toEqual({ status: 'ready' });

    const config = await request(t.app).get('/api/config');
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({
      marinaName: 'Gull Harbor',
      timeZone: 'America/Chicago',
      timeSlots: ['10:00 AM', '12:00 PM', '3:00 PM'],
      features: { sheetsExport: false },
    });

    const unknown = await request(t.app).get('/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.type).toBe('application/json');
    const signedOut = await request(t.app).get('/api/profile');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toBe('Authentication required');
    // A write without the header every page sends is refused before it reaches a route.
    const forged = await apiClient(t.app).agent.post('/api/logout');
    expect(forged.status).toBe(403);
  });
});
