import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { apiClient } from '../../../test/api-client';
import { adminPayload, freshDate } from '../../../test/kits/booking-kit';
import { exportHeader } from './export-columns';
import { useTestApp } from '../../../test/use-test-app';
import {
  adminBookingRow,
  bookBoatsForOwner,
  EXPORT_DAY,
  NO_BOAT,
  exportTestOptions,
  seedBookings,
} from '../../../test/kits/export-kit';

/**
 * GET /api/export/bookings.csv (docs/product.md#export): read back with a strict RFC 4180 parser,
 * cell by cell, with the values that break naive CSV (quotes, commas, line breaks, accents) and the
 * ones a spreadsheet would run as formulas. Needs no Google settings.
 */
const t = useTestApp({
  ...exportTestOptions(),
  admin: true,
  owner: { fullName: 'Renée Ångström' },
});

/** The raw download, as a browser saves it. */
async function download(query = '') {
  const res = await t.admin.client.agent
    .get(`/api/export/bookings.csv${query}`)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return { res, bytes: res.body as Buffer };
}

const rowsOf = (bytes: Buffer): string[][] =>
  parse(bytes.toString('utf8'), { bom: true, relax_quotes: false, record_delimiter: '\r\n' });

const book = (overrides: Record<string, unknown>) =>
  t.admin.client.post('/api/bookings', adminPayload(t.owner.user.id, overrides));

describe('GET /api/export/bookings.csv', () => {
  it('when an admin downloads, then a dated UTF-8 CSV with a BOM, CRLF rows and every awkward value intact', async () => {
    const date = freshDate();
    const awkward = await book({
      bookingDate: date,
      ownerName: 'Renée "Skip" Ångström, Jr.',
      specialRequests: 'Line one\nline two, with "quotes"\r\nand a third',
      ownerPhone: '+1 555 0100',
    });
    expect(awkward.status).toBe(201);

    const { res, bytes } = await download(`?from=${date}&to=${date}`);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="bookings-${EXPORT_DAY}.csv"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toMatch(/^\uFEFFConfirmation code,Service,Date,[^\n]*\r\n/);
    const [header, row, ...rest] = rowsOf(bytes);
    expect(header).toEqual(exportHeader('imperial'));
    expect(rest).toEqual([]);
    expect(row).toEqual([
      ...adminBookingRow(awkward.body.booking, t.owner.email, {
        owner: 'Renée "Skip" Ångström, Jr.',
        // A leading + would be read as a formula: the apostrophe keeps it text.
        phone: "'+1 555 0100",
        specialRequests: 'Line one\nline two, with "quotes"\r\nand a third',
      }),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      ...NO_BOAT,
    ]);
  });

  it('when bookings are for boats, then the boat, its size in feet and pounds, and its insurance follow the booking’s columns', async () => {
    const codes = await bookBoatsForOwner(t, t.admin);
    const [header, ...rows] = rowsOf((await download()).bytes);
    expect(header?.slice(17)).toEqual([
      'Boat',
      'Length (ft)',
      'Beam (ft)',
      'Draft (ft)',
      'Weight (lb)',
      'Insurance',
    ]);
    const boatOf = (code: string) => rows.find((row) => row[0] === code)?.slice(17);
    expect(boatOf(codes.seaBreeze)).toEqual([
      'Sea Breeze',
      '32.5',
      '11',
      '5',
      '14000',
      '2031-03-03',
    ]);
    // 3 m is 9 ft 10 in: 9.83 ft.
    expect(boatOf(codes.dinghy)).toEqual(['Dinghy', '9.83', '', '', '', '']);
  });

  it.each([
    ['=HYPERLINK("http://evil.test","Click")', `'=HYPERLINK("http://evil.test","Click")`],
    ['+SUM(1,2)', "'+SUM(1,2)"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['＝1+1', "'＝1+1"],
    ['Plain request = fine', 'Plain request = fine'],
  ])(
    'when a cell starts like a formula (%j), then it is written as text: %j',
    async (typed, written) => {
      const date = freshDate();
      const created = await book({ bookingDate: date, specialRequests: typed });
      expect(created.status).toBe(201);
      const [, row] = rowsOf((await download(`?from=${date}&to=${date}`)).bytes);
      expect(row?.[12]).toBe(written);
    },
  );

  it('when a stored value starts with a tab or CR (older rows, or written by hand), then it is still written as text', async () => {
    const date = freshDate();
    const created = await book({ bookingDate: date });
    await t.database.db
      .update(bookings)
      .set({ specialRequests: '\tcmd', ownerName: '\r=1+1' })
      .where(eq(bookings.id, created.body.booking.id as number));
    const [, row] = rowsOf((await download(`?from=${date}&to=${date}`)).bytes);
    expect(row?.[12]).toBe("'\tcmd");
    expect(row?.[6]).toBe("'\r=1+1");
  });

  it('when thousands of bookings are downloaded, then the body is streamed in chunks, every one in order once', async () => {
    await seedBookings(t.database.db, t.owner.user.id, 5000, '2040-01-01');
    const { res, bytes } = await download('?from=2040-01-01');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    const rows = rowsOf(bytes).slice(1);
    expect(rows).toHaveLength(5000);
    expect(rows[0]?.[0]).toBe('S0000000');
    expect(rows[4999]?.[0]).toBe(`S${(4999).toString(16).toUpperCase().padStart(7, '0')}`);
    expect(new Set(rows.map((row) => row[0])).size).toBe(5000);
  });

  it.each([
    ['?from=2030-02-30', 'From must be a calendar date'],
    ['?from=2030-08-01&to=2030-07-01', 'From must be on or before to'],
    ['?from=2030-07-01&from=2030-07-02', 'Give from once'],
    ['?form=2030-07-01', 'Unknown parameter "form": use from, to'],
  ])('when the range is %s, then 400 saying %s', async (query, message) => {
    const res = await t.admin.client.get(`/api/export/bookings.csv${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('when an owner or a visitor asks, then 403 and 401 with no rows', async () => {
    const asOwner = await t.owner.client.get('/api/export/bookings.csv');
    expect(asOwner.status).toBe(403);
    expect(asOwner.headers['content-type']).toMatch(/^application\/json/);
    expect((await apiClient(t.app).get('/api/export/bookings.csv')).status).toBe(401);
  });

  it('when an admin downloaded, then the activity log says how many and which dates', async () => {
    const res = await t.admin.client.get('/api/admin/activity?kind=exports&limit=1');
    expect(res.body.entries[0]).toMatchObject({
      action: 'export.csv',
      summary: `${t.admin.user.ownerName} downloaded 5000 bookings as CSV (2040-01-01 to the last)`,
    });
  });
});
