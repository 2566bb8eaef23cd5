// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '@shared/api/booking-views';
import type { Lift } from '@shared/api/lifts';
import { queryKeys } from '@/lib/query-keys';
import { anAdminBooking } from '@/lib/test-bookings';
import { fakeApi, ok, type FakeReply, type FakeRequest, type FakeRoute } from '@/test/fake-api';
import { fakeEventSource } from '@/test/fake-event-source';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import CrewBoardPage from './crew-board-page';

const DATE = '2026-12-02';
const lift = (id: number, name: string, retiredAt: string | null = null): Lift => ({
  id,
  name,
  retiredAt,
  createdAt: '2026-11-01T12:00:00.000Z',
});
const LIFTS = [lift(1, 'Travel Lift'), lift(2, 'Forklift'), lift(3, 'Old Crane', '2026-11-20')];

const late = anAdminBooking({
  id: 11,
  ownerName: 'Avery Late',
  timeSlot: '3:00 PM',
  bookingDate: DATE,
  ownerPhone: '(555) 014-2',
  specialRequests: 'Check the zincs',
  profile: {
    storageType: 'wet-slip',
    isVibMember: false,
    wetSlipNumber: 'B-14',
    dryStorageLocation: null,
  },
});
const early = anAdminBooking({
  id: 12,
  ownerName: 'Blake Early',
  timeSlot: '10:00 AM',
  bookingDate: DATE,
  serviceType: 'launch',
  sourceSlipType: 'parking-lot',
  destination: 'wet-slip',
});
const noon = anAdminBooking({
  id: 13,
  ownerName: 'Casey Noon',
  timeSlot: '12:00 PM',
  bookingDate: DATE,
  liftId: 1,
  serviceStatus: 'in_progress',
});

/** The day as the server holds it: what it answers GET /api/bookings with, changed by PATCHes. */
function aDay(bookings: AdminBooking[]) {
  let rows = bookings;
  return {
    read: () => ok({ bookings: rows, total: rows.length }),
    /** A status route that keeps what it was sent, as the server does. */
    saveStatus:
      (id: number) =>
      ({ body }: FakeRequest): FakeReply => {
        const { status } = body as { status: AdminBooking['serviceStatus'] };
        rows = rows.map((row) => (row.id === id ? { ...row, serviceStatus: status } : row));
        return ok({ booking: rows.find((row) => row.id === id) });
      },
  };
}

function setUp(
  bookings: AdminBooking[] | ReturnType<typeof aDay>,
  routes: Record<string, FakeRoute> = {},
) {
  const stream = fakeEventSource();
  const day = Array.isArray(bookings) ? aDay(bookings) : bookings;
  const api = fakeApi({
    'GET /api/config': ok(aPublicConfig()),
    'GET /api/bookings': () => day.read(),
    'GET /api/lifts': ok({ lifts: LIFTS }),
    ...routes,
  });
  const view = renderInApp(
    <Routes>
      <Route path="admin/board/:date" element={<CrewBoardPage />} />
    </Routes>,
    { route: `/admin/board/${DATE}` },
  );
  // Signed in as an admin, as the route guard leaves the session for the page.
  act(() => {
    view.queryClient.setQueryData(queryKeys.session, {
      id: 1,
      email: 'admin@example.test',
      ownerName: 'Office',
      username: 'admin@example.test',
      isAdmin: true,
    });
  });
  return { api, stream, ...view };
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const cardOf = (owner: string) => screen.getByRole('listitem', { name: owner });
const ownersIn = (name: string) =>
  within(column(name))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const buttonsOf = (owner: string) =>
  within(cardOf(owner))
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => !/Unassigned|Lift|Travel|Fork|Crane/.test(text ?? ''));

describe('crew board', () => {
  it('when the day opens, then Unassigned and each lift in service get a column, cards in deadline order with phone, move, boat and requests', async () => {
    setUp([late, noon, early]);
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

  it('when a card is waiting, in the slings, done or missed, then it offers only the taps that fit', async () => {
    setUp([
      early,
      noon,
      { ...late, serviceStatus: 'done', completed: true },
      anAdminBooking({
        id: 14,
        ownerName: 'Dana Missed',
        bookingDate: DATE,
        serviceStatus: 'no_show',
      }),
    ]);
    await screen.findByRole('heading', { level: 3, name: 'Dana Missed' });
    expect(buttonsOf('Blake Early')).toEqual(['Start', 'No-show']);
    expect(buttonsOf('Casey Noon')).toEqual(['Done', 'Undo']);
    expect(buttonsOf('Avery Late')).toEqual(['Undo']);
    expect(buttonsOf('Dana Missed')).toEqual(['Undo']);
  });

  it('when the crew taps Start, then the server is told and the card shows In progress with Done and Undo', async () => {
    const day = aDay([early]);
    const { api, user } = setUp(day, { 'PATCH /api/bookings/12/status': day.saveStatus(12) });
    await screen.findByRole('heading', { level: 3, name: 'Blake Early' });
    await user.click(within(cardOf('Blake Early')).getByRole('button', { name: 'Start' }));

    await waitFor(() => expect(buttonsOf('Blake Early')).toEqual(['Done', 'Undo']));
    expect(cardOf('Blake Early').textContent).toContain('In progress');
    expect(api.callsTo('PATCH /api/bookings/12/status')[0]?.body).toEqual({
      status: 'in_progress',
    });
  });

  it('when a tap fails, then the card says so with Retry, and Retry sends it again', async () => {
    let answers = 0;
    const day = aDay([early]);
    const { api, user } = setUp(day, {
      'PATCH /api/bookings/12/status': (request) =>
        answers++ === 0
          ? { status: 503, body: { message: 'The yard server is busy' } }
          : day.saveStatus(12)(request),
    });
    await screen.findByRole('heading', { level: 3, name: 'Blake Early' });
    await user.click(within(cardOf('Blake Early')).getByRole('button', { name: 'No-show' }));

    const alert = await within(cardOf('Blake Early')).findByRole('alert');
    expect(alert.textContent).toContain('No-show failed: The yard server is busy');
    expect(buttonsOf('Blake Early')).toContain('Start');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(cardOf('Blake Early')).queryByRole('alert')).toBeNull());
    expect(cardOf('Blake Early').textContent).toContain('Missed');
    expect(api.callsTo('PATCH /api/bookings/12/status').map((c) => c.body)).toEqual([
      { status: 'no_show' },
      { status: 'no_show' },
    ]);
  });

  it('when another device moves a boat to a lift and starts it, then the card moves column and its taps change without a reload', async () => {
    const { api, stream } = setUp([early, late]);
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
    const { api, stream } = setUp([early]);
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
