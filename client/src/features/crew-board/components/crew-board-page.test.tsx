// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import {
  buttonsOf,
  cardOf,
  column,
  DATE,
  early,
  late,
  noon,
  ownersIn,
  renderBoard,
} from '../test/board-kit';
import CrewBoardPage from './crew-board-page';

describe('crew board', () => {
  it('when the day opens, then Unassigned and each lift in service get a column, cards in deadline order with phone, move, boat and requests', async () => {
    renderBoard([late, noon, early]);
    await screen.findByRole('heading', { level: 3, name: 'Avery Late' });

    const columns = screen.getAllByTestId('board-column').map((c) => c.querySelector('h2'));
    expect(columns.map((h) => h?.firstChild?.textContent)).toEqual([
      'Unassigned',
      'Travel Lift',
      'Forklift',
    ]);
    expect(ownersIn('Unassigned')).toEqual(['Blake Early', 'Avery Late']);
    expect(ownersIn('Travel Lift')).toEqual(['Casey Noon']);
    expect(within(column('Forklift')).getByText('No boats')).toBeTruthy();

    const card = cardOf('Avery Late');
    expect(within(card).getByRole('link', { name: '(555) 014-2' }).getAttribute('href')).toBe(
      'tel:5550142',
    );
    for (const text of ['Haul Out', '3:00 PM', 'Scheduled', 'Wet Slip · Slip B-14']) {
      expect(card.textContent, text).toContain(text);
    }
    expect(card.textContent).toMatch(/My Wet Slip\s*→\s*to\s*Wash Pad/);
    expect(within(card).getByText('Check the zincs')).toBeTruthy();
    expect(cardOf('Blake Early').textContent).toMatch(/Launch.*Parking Lot\s*→\s*to\s*Wet Slip/);
  });

  it('when another device moves a boat to a lift and starts it, then the card moves column and its taps change without a reload', async () => {
    const { api, stream } = renderBoard([early, late]);
    await screen.findByRole('heading', { level: 3, name: 'Blake Early' });
    await waitFor(() => expect(stream().url).toBe(`/api/events?date=${DATE}`));
    expect(screen.getByTestId('live-indicator').textContent).toBe('Connecting…');
    act(() => stream().open());
    expect(screen.getByTestId('live-indicator').textContent).toBe('Live');
    const reads = api.callsTo('GET /api/bookings').length;

    act(() => stream().send('booking', { type: 'lift', booking: { ...early, liftId: 2 } }, '7'));
    await waitFor(() => expect(ownersIn('Forklift')).toEqual(['Blake Early']));
    expect(ownersIn('Unassigned')).toEqual(['Avery Late']);

    act(() =>
      stream().send('booking', {
        type: 'status',
        booking: { ...early, liftId: 2, serviceStatus: 'in_progress' },
      }),
    );
    await waitFor(() => expect(buttonsOf('Blake Early')).toEqual(['Done', 'Undo']));
    // The event carried the whole change: the day is not read again for it.
    expect(api.callsTo('GET /api/bookings')).toHaveLength(reads);
  });

  it('when the stream drops, then a quiet indicator says Reconnecting, and once back the day is read again', async () => {
    const { api, stream } = renderBoard([early]);
    await screen.findByRole('heading', { level: 3, name: 'Blake Early' });
    await waitFor(() => expect(stream().url).toContain('/api/events'));
    act(() => stream().open());
    const reads = api.callsTo('GET /api/bookings').length;

    act(() => stream().drop());
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => stream().open());
    expect(screen.getByRole('status').textContent).toBe('Live');
    await waitFor(() => expect(api.callsTo('GET /api/bookings').length).toBe(reads + 1));
  });

  it('when the address holds no date, then it says so and offers today', async () => {
    fakeApi({ 'GET /api/config': ok(aPublicConfig()) });
    renderInApp(
      <Routes>
        <Route path="admin/board/:date" element={<CrewBoardPage />} />
      </Routes>,
      { route: '/admin/board/2026-02-30' },
    );
    expect(screen.getByRole('heading', { name: 'Not a valid date' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: "Open today's board" })).toBeTruthy();
  });
});
