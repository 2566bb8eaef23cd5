import { describe, expect, it } from 'vitest';
import { signUpAdmin, signUpOwner } from '../server/test/factories';
import { startFakeGoogle } from '../server/test/fake-google/fake-google';
import { exportTestApp, seedBookings } from '../server/test/kits/export-kit';

/**
 * POST /api/export/sheets with a big marina's years of bookings, against the local fake of
 * Google's endpoints (server/src/modules/export/sheets-export.test.ts has the rest): the rows
 * go in several writes, each under Google's request size limit. Correctness only: timings are
 * for `npm run bench:export`.
 */
describe('a large export', () => {
  it('when 20,000 bookings are exported, then they arrive whole and in order, in writes each under 2 MB', async () => {
    const big = await startFakeGoogle();
    const app = await exportTestApp(big);
    try {
      const office = await signUpAdmin(app);
      const boater = await signUpOwner(app.app);
      await seedBookings(app.database.db, boater.user.id, 20_000);

      const started = performance.now();
      const res = await office.client.post('/api/export/sheets');
      const seconds = (performance.now() - started) / 1000;

      expect(res.status).toBe(200);
      expect(res.body.bookingsExported).toBe(20_000);
      const rows = big.rows('Bookings');
      expect(rows).toHaveLength(20_001);
      expect(rows[1]?.[0]).toBe('S0000000');
      expect(rows[20_000]?.[0]).toBe(`S${(19_999).toString(16).toUpperCase().padStart(7, '0')}`);
      const writes = big.calls.filter((call) => call.method === 'PUT');
      expect(writes.length).toBeGreaterThan(1);
      expect(writes.every((call) => call.status === 200 && call.bytes < 2 * 1024 * 1024)).toBe(
        true,
      );
      console.info(
        `export: 20,000 bookings to the fake Sheets in ${seconds.toFixed(2)} s, ${writes.length} writes`,
      );
    } finally {
      await app.close();
      await big.close();
    }
  });
});
