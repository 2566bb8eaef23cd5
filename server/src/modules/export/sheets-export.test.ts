import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { signUpAdmin } from '../../../test/factories';
import { startFakeGoogle, useFakeGoogle } from '../../../test/fake-google/fake-google';
import { newServiceAccount } from '../../../test/fake-google/service-account';
import { useTestApp } from '../../../test/use-test-app';
import { adminPayload, ownerPayload } from '../../../test/kits/booking-kit';
import { exportHeader } from './export-columns';
import {
  adminBookingRow,
  bookBoatsForOwner,
  exportTestApp,
  exportTestOptions,
  NO_BOAT,
} from '../../../test/kits/export-kit';

/**
 * POST /api/export/sheets against a local fake of Google's token and Sheets endpoints
 * (docs/product.md#export): what reaches the sheet, cell by cell; that an export replaces rather
 * than appends; and that each of Google's refusals becomes a 502 an admin can act on. The
 * 20,000-row export is in the operations suite (operations/sheets-export-scale.test.ts).
 */
const fake = useFakeGoogle();
// Read after the fake has started, so the app's Google settings point at it.
const t = useTestApp(() => ({
  ...exportTestOptions(fake()),
  admin: true,
  owner: { fullName: 'Zoë Quay', storageType: 'wet-slip' },
}));

const exportNow = () => t.admin.client.post('/api/export/sheets');

describe('POST /api/export/sheets', () => {
  it('when an admin exports, then the sheet holds the header and each active booking, in date and deadline order', async () => {
    const later = await t.owner.client.post(
      '/api/bookings',
      ownerPayload({ timeSlot: '3:00 PM', specialRequests: 'Mast up, "gently", then =SUM(A1)' }),
    );
    const earlier = await t.admin.client.post(
      '/api/bookings',
      adminPayload(t.owner.user.id, { bookingDate: later.body.booking.bookingDate }),
    );
    const cancelled = await t.owner.client.post('/api/bookings', ownerPayload());
    await t.owner.client.delete(`/api/bookings/${cancelled.body.booking.id}`);

    const res = await exportNow();

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      url: expect.stringMatching(
        new RegExp(
          `^https://docs\\.google\\.com/spreadsheets/d/${fake().spreadsheetId}/edit#gid=\\d+$`,
        ),
      ),
      bookingsExported: 2,
      message: "2 bookings exported to the 'Bookings' sheet.",
    });
    const [header, first, second, ...rest] = fake().rows('Bookings');
    expect(header).toEqual(exportHeader('imperial'));
    expect(rest).toEqual([]);
    const date = later.body.booking.bookingDate as string;
    expect(first).toEqual([
      ...adminBookingRow(earlier.body.booking, t.owner.email),
      // When it was made, on the marina's clock (New York), by another formatter than the export's.
      format(
        new TZDate(earlier.body.booking.createdAt as string, 'America/New_York'),
        'yyyy-MM-dd HH:mm',
      ),
      ...NO_BOAT,
    ]);
    // RAW values: Google stores '=SUM(A1)' as the text typed, never as a formula.
    expect(second?.slice(0, 4)).toEqual([
      later.body.booking.confirmationCode,
      'Haul Out',
      date,
      '3:00 PM',
    ]);
    expect(second?.[12]).toBe('Mast up, "gently", then =SUM(A1)');
    expect(second?.[6]).toBe('Zoë Quay');
    expect(
      fake()
        .calls.filter((c) => c.method === 'PUT')
        .map((c) => c.path),
    ).toEqual([`/v4/spreadsheets/${fake().spreadsheetId}/values/'Bookings'!A1`]);
  });

  it('when the token is asked for, then it is a JWT-bearer grant signed with the service account key', () => {
    // The fake refuses any assertion its public key does not verify; these are the claims it accepted.
    expect(fake().grants.length).toBeGreaterThanOrEqual(1);
    expect(fake().grants[0]).toMatchObject({
      iss: fake().account.clientEmail,
      aud: 'https://oauth2.googleapis.com/token',
      scope: 'https://www.googleapis.com/auth/spreadsheets',
    });
  });

  it('when exporting twice, then the sheet holds one copy, and a longer old export is cut to the new one', async () => {
    await exportNow();
    const once = fake().rows('Bookings');
    const second = await exportNow();
    expect(second.status).toBe(200);
    expect(fake().rows('Bookings')).toEqual(once);

    // Sized to the rows, cleared, then written: never appended after what was there.
    const sheetPath = `/v4/spreadsheets/${fake().spreadsheetId}`;
    expect(
      fake()
        .calls.slice(-4)
        .map((c) => `${c.method} ${c.path}`),
    ).toEqual([
      `GET ${sheetPath}`,
      `POST ${sheetPath}:batchUpdate`,
      `POST ${sheetPath}/values/'Bookings':clear`,
      `PUT ${sheetPath}/values/'Bookings'!A1`,
    ]);

    fake().addSheet('Notes', [['kept by the office']]);
    const stale = Array.from({ length: 2500 }, (_, i) => [`OLD${i}`, 'stale', 'row']);
    fake().fillSheet('Bookings', stale);
    await exportNow();
    expect(fake().rows('Bookings')).toEqual(once);
    expect(fake().rows('Notes')).toEqual([['kept by the office']]);
  });

  it('when the export is asked for by an owner or a visitor, then 403 and 401, and nothing is written', async () => {
    const writes = fake().calls.length;
    expect((await t.owner.client.post('/api/export/sheets')).status).toBe(403);
    expect((await apiClient(t.app).post('/api/export/sheets')).status).toBe(401);
    expect(fake().calls.length).toBe(writes);
  });

  it('when the export ran, then the activity log says who exported how many', async () => {
    const res = await t.admin.client.get('/api/admin/activity?kind=exports&limit=1');
    expect(res.body.entries[0]).toMatchObject({
      kind: 'exports',
      action: 'export.sheets',
      summary: `${t.admin.user.ownerName} exported 2 bookings to Google Sheets`,
    });
  });
});

describe('Google refusing the export', () => {
  it('when the sheet is not shared with the service account, then 502 naming the account to share it with', async () => {
    fake().failNext(403);
    const res = await exportNow();
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      code: 'export_failed',
      message: `Google Sheets refused access to the spreadsheet: share it with the service account ${fake().account.clientEmail} as an editor, then export again.`,
    });
  });

  it('when Google is limiting requests, then the export retries and succeeds', async () => {
    fake().failNext(429, 2, 0);
    const res = await exportNow();
    expect(res.status).toBe(200);
    expect(
      fake()
        .calls.slice(-8)
        .filter((c) => c.status === 429),
    ).toHaveLength(2);
  });

  it.each([
    [
      429,
      'Google Sheets is limiting requests (429 after 4 tries): wait a minute, then export again.',
    ],
    [503, 'Google Sheets is not answering (503 after 4 tries): try again in a few minutes.'],
    [500, 'Google Sheets is not answering (500 after 4 tries): try again in a few minutes.'],
  ])('when Google keeps answering %i, then after 4 tries 502: %s', async (status, message) => {
    const before = fake().calls.length;
    fake().failNext(status, 4);
    const res = await exportNow();
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(message);
    expect(
      fake()
        .calls.slice(before)
        .filter((c) => c.status === status),
    ).toHaveLength(4);
  });
});

describe('settings that cannot work', () => {
  it('when the spreadsheet id is wrong, then 502 naming GOOGLE_SHEETS_SPREADSHEET_ID', async () => {
    const wrong = await exportTestApp(fake(), { GOOGLE_SHEETS_SPREADSHEET_ID: 'no-such-sheet' });
    try {
      const res = await (await signUpAdmin(wrong)).client.post('/api/export/sheets');
      expect(res.status).toBe(502);
      expect(res.body.message).toBe(
        'Google Sheets has no spreadsheet with the id "no-such-sheet": check GOOGLE_SHEETS_SPREADSHEET_ID (the part of the sheet\'s address between /d/ and /edit).',
      );
    } finally {
      await wrong.close();
    }
  });

  it("when the key is not the account's, then Google refuses the token and the 502 says to check the key", async () => {
    const stranger = newServiceAccount(fake().account.clientEmail);
    const wrong = await exportTestApp(fake(), { GOOGLE_SERVICE_ACCOUNT_JSON: stranger.json });
    try {
      const res = await (await signUpAdmin(wrong)).client.post('/api/export/sheets');
      expect(res.status).toBe(502);
      expect(res.body.message).toBe(
        `Google refused the service account's key (invalid_grant: Invalid JWT Signature.). Check that GOOGLE_SERVICE_ACCOUNT_JSON or GOOGLE_SERVICE_ACCOUNT_KEY_FILE holds a current key for ${fake().account.clientEmail}.`,
      );
    } finally {
      await wrong.close();
    }
  });

  it('when Google cannot be reached, then 502 saying so, not a 500', async () => {
    const down = await startFakeGoogle({ account: fake().account });
    const app = await exportTestApp(down);
    await down.close();
    try {
      const res = await (await signUpAdmin(app)).client.post('/api/export/sheets');
      expect(res.status).toBe(502);
      expect(res.body.message).toMatch(
        /^Could not reach Google Sheets \(.+\): check that this server can reach Google, then export again\.$/,
      );
    } finally {
      await app.close();
    }
  });

  it('when the settings are missing, then 503 naming them, and /api/config says Sheets is off', async () => {
    const bare = await exportTestApp();
    try {
      const res = await (await signUpAdmin(bare)).client.post('/api/export/sheets');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        code: 'export_not_configured',
        message:
          'Google Sheets export is not set up: set GOOGLE_SERVICE_ACCOUNT_JSON (or GOOGLE_SERVICE_ACCOUNT_KEY_FILE) and GOOGLE_SHEETS_SPREADSHEET_ID on the server, or use Download CSV.',
      });
      expect((await apiClient(bare.app).get('/api/config')).body.features).toEqual({
        sheetsExport: false,
      });
      expect((await apiClient(t.app).get('/api/config')).body.features).toEqual({
        sheetsExport: true,
      });
    } finally {
      await bare.close();
    }
  });
});

// Last: its bookings would change the counts the tests above read.
describe('boats in the sheet', () => {
  it('when bookings are for boats, then the sheet holds their sizes as numbers in the marina’s units: feet and pounds, or metres and kilograms', async () => {
    const codes = await bookBoatsForOwner(t, t.admin);
    expect((await exportNow()).status).toBe(200);
    const boatCells = () => {
      const [header, ...rows] = fake().rows('Bookings');
      const of = (code: string) => rows.find((row) => row[0] === code)?.slice(17);
      return [header?.slice(17), of(codes.seaBreeze), of(codes.dinghy)];
    };
    expect(boatCells()).toEqual([
      ['Boat', 'Length (ft)', 'Beam (ft)', 'Draft (ft)', 'Weight (lb)', 'Insurance'],
      ['Sea Breeze', 32.5, 11, 5, 14000, '2031-03-03'],
      ['Dinghy', 9.83, '', '', '', ''],
    ]);

    const metric = await exportTestApp(fake(), { MARINA_UNITS: 'metric' });
    try {
      const office = await signUpAdmin(metric);
      const metricCodes = await bookBoatsForOwner(metric, office);
      expect((await office.client.post('/api/export/sheets')).status).toBe(200);
      const [header, ...rows] = fake().rows('Bookings');
      const of = (code: string) => rows.find((row) => row[0] === code)?.slice(17);
      expect([header?.slice(17), of(metricCodes.seaBreeze), of(metricCodes.dinghy)]).toEqual([
        ['Boat', 'Length (m)', 'Beam (m)', 'Draft (m)', 'Weight (kg)', 'Insurance'],
        ['Sea Breeze', 9.91, 3.35, 1.52, 6350, '2031-03-03'],
        ['Dinghy', 3, '', '', '', ''],
      ]);
    } finally {
      await metric.close();
    }
  });
});
