import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, auditLog } from '../../db/schema';
import { expectFieldErrors } from '../../../test/api-client';
import { signUpAdmin, signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { makeToken, tokenRow, withToken } from '../../../test/kits/api-token-kit';
import { MAX_API_TOKENS_PER_ADMIN } from './api-token-messages';

/**
 * The Integrations tab's API tokens (docs/product.md#integrations): made, listed and revoked by
 * admins.
 */
const { t, lastAudit } = useBookingApp();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const tokenIds = async () =>
  (await t.database.db.select({ id: apiTokens.id }).from(apiTokens)).map((row) => row.id);
const listed = async () =>
  (await t.admin.client.get('/api/tokens')).body.tokens as { id: number }[];

describe('API tokens', () => {
  it('when an admin makes a token, then its secret is in that answer only and the database keeps its hash', async () => {
    const res = await t.admin.client.post('/api/tokens', { name: ' Accounting ', scope: 'read' });
    expect(res.status).toBe(201);
    const secret = res.body.secret as string;
    expect(secret).toMatch(/^mt_[A-Za-z0-9_-]{43}$/);
    expect(res.body.token).toEqual({
      id: expect.any(Number),
      name: 'Accounting',
      scope: 'read',
      prefix: secret.slice(0, 8),
      createdAt: expect.any(String),
      lastUsedAt: null,
      owner: { id: t.admin.user.id, ownerName: t.admin.user.ownerName, email: t.admin.email },
    });

    const list = await t.admin.client.get('/api/tokens');
    expect(list.body.tokens).toContainEqual(res.body.token);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(8));

    const row = await tokenRow(t.database.db, res.body.token.id);
    expect(row?.tokenHash).toBe(sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(8));

    const audit = await lastAudit('api-token.create');
    expect(audit).toMatchObject({
      actorId: t.admin.user.id,
      targetId: String(row!.id),
      after: { name: 'Accounting', scope: 'read', prefix: secret.slice(0, 8) },
    });
    expect(JSON.stringify(audit)).not.toContain(secret.slice(8));
    expect(JSON.stringify(audit)).not.toContain(row!.tokenHash);
  });

  it('when admins list tokens, then every admin’s are there, newest first, each with its owner', async () => {
    const other = await signUpAdmin(t);
    const first = await makeToken(t.admin);
    const second = await makeToken(other);
    const tokens = (await t.admin.client.get('/api/tokens')).body.tokens;
    const ids = tokens.map((token: { id: number }) => token.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(tokens.find((token: { id: number }) => token.id === second.id).owner).toEqual({
      id: other.user.id,
      ownerName: other.user.ownerName,
      email: other.email,
    });
  });

  it('when a token is revoked, then it leaves the list, its next request is 401, the revocation is audited and a second one is 404', async () => {
    const token = await makeToken(t.admin);
    expect((await withToken(t.app, token.secret).get('/api/tokens')).status).toBe(200);

    const res = await t.admin.client.delete(`/api/tokens/${token.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'API token revoked', id: token.id });
    expect((await listed()).map((row) => row.id)).not.toContain(token.id);
    const refused = await withToken(t.app, token.secret).get('/api/tokens');
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('unauthorized');
    expect(await lastAudit('api-token.revoke')).toMatchObject({
      actorId: t.admin.user.id,
      targetId: String(token.id),
      before: { scope: 'write' },
    });

    const again = await t.admin.client.delete(`/api/tokens/${token.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('API token not found');
  });

  it(`when an admin already holds ${MAX_API_TOKENS_PER_ADMIN} tokens, then another is 409 and none is made; another admin still may`, async () => {
    const admin = await signUpAdmin(t);
    for (let i = 0; i < MAX_API_TOKENS_PER_ADMIN; i += 1) await makeToken(admin, 'read');
    const res = await admin.client.post('/api/tokens', { name: 'One too many', scope: 'read' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'too_many_api_tokens' });
    expect(res.body.message).toContain(`${MAX_API_TOKENS_PER_ADMIN} API tokens`);
    const held = await t.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.userId, admin.user.id));
    expect(held).toHaveLength(MAX_API_TOKENS_PER_ADMIN);
    expect((await t.admin.client.post('/api/tokens', { name: 'Mine', scope: 'read' })).status).toBe(
      201,
    );
  });

  it('when an owner asks for a token, then 403 and none is made', async () => {
    const owner = await signUpOwner(t.app);
    const before = await t.database.db.select().from(apiTokens);
    const res = await owner.client.post('/api/tokens', { name: 'Mine', scope: 'write' });
    expect(res.status).toBe(403);
    expect(await t.database.db.select().from(apiTokens)).toEqual(before);
  });

  it('when a token asks to make another token, then 403: a leaked one cannot outlive its revocation', async () => {
    const token = await makeToken(t.admin);
    const before = await tokenIds();
    const res = await withToken(t.app, token.secret).post('/api/tokens', {
      name: 'Spare',
      scope: 'write',
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('not_with_api_token');
    expect(await tokenIds()).toEqual(before);
  });

  it('when the name is missing or the scope unknown, then 400 with the field messages and no token', async () => {
    const before = await t.database.db.select().from(auditLog);
    expectFieldErrors(await t.admin.client.post('/api/tokens', { name: ' ', scope: 'admin' }), {
      name: 'Give the token a name',
      scope: "Scope must be 'read' or 'write'",
    });
    expect(await t.database.db.select().from(auditLog)).toEqual(before);
  });
});
