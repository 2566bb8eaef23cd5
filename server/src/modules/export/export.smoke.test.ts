import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { useFakeGoogle } from '../../../test/fake-google/fake-google';
import { adminPayload, ownerPayload } from '../../../test/kits/booking-kit';
import { exportTestOptions } from '../../../test/kits/export-kit';
import { useTestApp } from '../../../test/use-test-app';
import { exportHeader } from './export-columns';

/** npm test's one pass over the bookings export, to Sheets and as CSV, on the embedded engine. */
const fake = useFakeGoogle();
// Read after the fake has started, so the app's Google settings point at it.
const t = useTestApp(() => ({
  ...exportTestOptions(fake()),
  admin: true,
  owner: { fullName: 'Zoë Quay' },
}));

describe('export smoke', () => {
  it('when an admin exports after an owner and the office have booked, then the sheet and the CSV download both hold those bookings', async () => {
    const own = await t.owner.client.post('/api/bookings', ownerPayload());
    const office = await t.admin.client.post('/api/bookings', adminPayload(t.owner.user.id));
    expect([own.status, office.status]).toEqual([201, 201]);
    const codes = [own.body.booking, office.body.booking].map(
      (b: { confirmationCode: string }) => b.confirmationCode,
    );

    const sheet = await t.admin.client.post('/api/export/sheets');
    expect(sheet.status).toBe(200);
    expect(sheet.body).toEqual({
      url: expect.stringContaining(
        `https://docs.google.com/spreadsheets/d/${fake().spreadsheetId}/`,
      ),
      bookingsExported: 2,
      message: "2 bookings exported to the 'Bookings' sheet.",
    });
    const [header, ...rows] = fake().rows('Bookings');
    expect(header).toEqual(exportHeader('imperial'));
    expect(rows.map((row) => row[0]).sort()).toEqual([...codes].sort());

    const csv = await t.admin.client.get('/api/export/bookings.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const csvCells: string[][] = parse(csv.text, { bom: true });
    const [csvHeader, ...csvRows] = csvCells;
    expect(csvHeader).toEqual(exportHeader('imperial'));
    expect(csvRows.map((row) => row[0]).sort()).toEqual([...codes].sort());
    expect(csvRows.find((row) => row[0] === codes[0])).toContain('Zoë Quay');

    expect((await t.owner.client.post('/api/export/sheets')).status).toBe(403);
  });
});
