// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import ExportPage from './export-page';
import { aPublicConfig } from '@/test/public-config';

const config = (sheetsExport: boolean) => aPublicConfig({ features: { sheetsExport } });

describe('the export screen', () => {
  it('when Google Sheets is not set up, then it says so in words, names the settings, makes Download CSV the main action and asks for no export', async () => {
    const api = fakeApi({ 'GET /api/config': ok(config(false)) });
    renderInApp(<ExportPage />, { route: '/admin/export' });

    expect(
      await screen.findByRole('heading', { name: 'Google Sheets is not set up' }),
    ).toBeTruthy();
    expect(document.body.textContent).toContain('GOOGLE_SHEETS_SPREADSHEET_ID');
    expect(document.body.textContent).not.toContain('503');
    expect(screen.getByRole('link', { name: 'Download CSV' }).className).toContain('bg-primary');
    expect(api.callsTo('POST /api/export/sheets')).toHaveLength(0);
  });

  it('when Google Sheets is set up, then the export runs on load and the CSV is the second choice', async () => {
    const api = fakeApi({
      'GET /api/config': ok(config(true)),
      'POST /api/export/sheets': ok({
        url: 'https://sheets.test/d/1',
        bookingsExported: 3,
        message: 'ok',
      }),
    });
    renderInApp(<ExportPage />, { route: '/admin/export' });

    expect(await screen.findByText('3 bookings exported to Google Sheets')).toBeTruthy();
    expect(api.callsTo('POST /api/export/sheets')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Download CSV' }).className).not.toContain(
      'bg-primary',
    );
  });
});
