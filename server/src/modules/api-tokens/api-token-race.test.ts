import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@shared/test/wait-for';
import { apiTokens, users } from '../../db/schema';
import { apiClient } from '../../../test/api-client';
import { signUpAdmin } from '../../../test/factories';
import { makeToken, withToken } from '../../../test/kits/api-token-kit';
import { needsPostgresServer } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';

/**
 * A demotion racing the demoted admin's tokens (docs/product.md#integrations). Only a PostgreSQL
 * server runs the transactions at once (PGlite runs one query at a time), so this file runs there.
 */
const t = useTestApp({ admin: true });

const demote = (userId: number, isAdmin = false) =>
  t.admin.client.patch(`/api/users/${userId}/role`, { isAdmin });

describe.runIf(needsPostgresServer())('API tokens racing a demotion', () => {
  it('when requests with a token keep coming through two instances while its admin is demoted, then none sent after the demotion answered succeeds', async () => {
    const admin = await signUpAdmin(t);
    const { secret } = await makeToken(admin, 'write');
    const second = await t.createInstance();
    let stop = false;
    let workers: Promise<void>[] = [];
    try {
      // performance.now() only orders the requests against the demotion's answer.
      let demotedAt = Infinity;
      const answers: { sentAt: number; status: number }[] = [];
      const worker = async (i: number) => {
        const app = i % 2 === 0 ? t.app : second.app;
        // Until each has sent three requests after the demotion answered.
        for (let after = 0; !stop && after < 3;) {
          const sentAt = performance.now();
          const res = await withToken(app, secret).get('/api/users');
          answers.push({ sentAt, status: res.status });
          if (sentAt > demotedAt) after += 1;
        }
      };
      workers = Array.from({ length: 8 }, (_, i) => worker(i));
      // Let some succeed first, then demote while they run.
      await waitFor(
        () => answers.some((a) => a.status === 200),
        'a request with the token to succeed before the demotion',
      );
      const demoted = await demote(admin.user.id);
      demotedAt = performance.now();
      expect(demoted.status).toBe(200);
      await Promise.all(workers);

      const after = answers.filter((a) => a.sentAt > demotedAt);
      expect(after.length).toBeGreaterThan(0);
      expect(new Set(after.map((a) => a.status))).toEqual(new Set([401]));
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    } finally {
      stop = true;
      await Promise.allSettled(workers);
      await second.close();
    }
  });

  it('when an admin makes tokens while being demoted, again and again, then no token is left to a user who is not an admin', async () => {
    const admin = await signUpAdmin(t);
    for (let round = 0; round < 8; round += 1) {
      // Each demotion ends the admin's sessions: every round signs in afresh.
      const client = apiClient(t.app);
      const signedIn = await client.post('/api/login', {
        email: admin.email,
        password: admin.password,
      });
      expect(signedIn.status).toBe(200);
      const [made, demoted] = await Promise.all([
        Promise.all(
          Array.from({ length: 4 }, () =>
            client.post('/api/tokens', { name: `Race ${round}`, scope: 'write' }),
          ),
        ),
        demote(admin.user.id),
      ]);
      expect(demoted.status).toBe(200);
      // Made before the demotion, refused as no longer a manager, or signed out by it.
      for (const res of made) expect([201, 401, 403]).toContain(res.status);
      const left = await t.database.db
        .select()
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(and(eq(apiTokens.userId, admin.user.id), eq(users.isAdmin, false)));
      expect(left, `round ${round}`).toEqual([]);
      expect((await demote(admin.user.id, true)).status).toBe(200);
    }
  });
});
