import { describe, expect, it } from 'vitest';
import { makeToken, withToken } from '../../../test/kits/api-token-kit';
import { useTestApp } from '../../../test/use-test-app';

/** npm test's one pass over API tokens on the embedded engine. */
const t = useTestApp({ admin: true });

describe('API tokens smoke', () => {
  it('when the office makes a write token, then it adds a lift without a cookie, is listed, and stops at revocation', async () => {
    const { id, secret } = await makeToken(t.admin, 'write');
    const api = withToken(t.app, secret);
    expect((await api.post('/api/lifts', { name: 'Token lift' })).status).toBe(201);
    const list = await t.admin.client.get('/api/tokens');
    expect(list.body.tokens).toEqual([expect.objectContaining({ id, scope: 'write' })]);
    expect(list.body.tokens[0].lastUsedAt).toEqual(expect.any(String));
    expect((await t.admin.client.delete(`/api/tokens/${id}`)).status).toBe(200);
    expect((await api.get('/api/lifts')).status).toBe(401);
  });
});
