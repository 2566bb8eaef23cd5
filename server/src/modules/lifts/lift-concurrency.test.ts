import { describe, expect, it } from 'vitest';
import { MAX_LIFTS_IN_SERVICE } from '@shared/schemas/lifts';
import { lifts } from '../../db/schema';
import { signInOn } from '../../../test/kits/second-instance';
import { needsPostgresServer } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';

/**
 * Lifts added at the same moment through two instances (docs/product.md#lifts). Only a PostgreSQL
 * server runs the transactions at once (PGlite runs one query at a time), so this file runs there.
 */
const t = useTestApp({ admin: true });

describe.runIf(needsPostgresServer())('lifts added at once', () => {
  it('when many adds of one name arrive at once through two instances, then one is 201, the rest 409, and one lift has the name', async () => {
    const second = await t.createInstance();
    try {
      const [other] = await signInOn(second.app, [t.admin]);
      const name = 'Travel lift';
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 === 0 ? t.admin.client : other!).post('/api/lifts', {
            name: i % 3 === 0 ? name.toUpperCase() : name,
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(11).fill(409)]);
      expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.code))).toEqual(
        new Set(['lift_name_taken']),
      );
      const rows = await t.database.db.select().from(lifts);
      expect(rows.filter((r) => r.name.toLowerCase() === 'travel lift')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it(`when more than ${MAX_LIFTS_IN_SERVICE} different lifts are added at once, then exactly enough succeed to reach the cap`, async () => {
    const before = (await t.database.db.select().from(lifts)).filter((r) => !r.retiredAt).length;
    const answers = await Promise.all(
      Array.from({ length: MAX_LIFTS_IN_SERVICE + 6 }, (_, i) =>
        t.admin.client.post('/api/lifts', { name: `Hoist ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_LIFTS_IN_SERVICE - before);
    expect(answers.every((a) => [201, 409].includes(a.status))).toBe(true);
    const inService = (await t.database.db.select().from(lifts)).filter((r) => !r.retiredAt);
    expect(inService).toHaveLength(MAX_LIFTS_IN_SERVICE);
  });
});
