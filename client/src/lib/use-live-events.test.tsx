// @vitest-environment happy-dom
import { act, render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { AdminBookingList } from '@shared/api/booking-views';
import { fakeApi, ok } from '@/test/fake-api';
import { FakeEventSource, fakeEventSource } from '@/test/fake-event-source';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { anAdminBooking } from '@/test/bookings';
import { signedOutNotice } from './session';
import { useLiveEvents } from './use-live-events';

function Listener({ date }: { date?: string }) {
  return <output>{useLiveEvents({ date })}</output>;
}

function setUp(dates: (string | undefined)[]) {
  const stream = fakeEventSource();
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.session, {
    id: 1,
    email: 'admin@example.test',
    ownerName: 'Office',
    username: 'admin@example.test',
    isAdmin: true,
    role: 'crew',
  });
  const page = (list: (string | undefined)[]) => (
    <QueryClientProvider client={queryClient}>
      {list.map((date, i) => (
        <Listener key={i} date={date} />
      ))}
    </QueryClientProvider>
  );
  const view = render(page(dates));
  const open = () =>
    FakeEventSource.instances.filter((s) => s.readyState !== FakeEventSource.CLOSED);
  return {
    stream,
    queryClient,
    open,
    show: (list: (string | undefined)[]) => view.rerender(page(list)),
    ...view,
  };
}

describe('useLiveEvents', () => {
  it('when several screens of one day listen, then the page opens one stream for that day', async () => {
    const { open } = setUp(['2026-12-02', '2026-12-02', '2026-12-02']);
    await waitFor(() => expect(open()).toHaveLength(1));
    expect(open()[0]?.url).toBe('/api/events?date=2026-12-02');
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('when one screen wants every date, then the one stream carries every date; when the last screen goes, it closes', async () => {
    const { open, show } = setUp(['2026-12-02']);
    await waitFor(() => expect(open()[0]?.url).toBe('/api/events?date=2026-12-02'));
    show(['2026-12-02', undefined]);
    await waitFor(() => expect(open()[0]?.url).toBe('/api/events'));
    expect(open()).toHaveLength(1);
    show([]);
    await waitFor(() => expect(open()).toHaveLength(0));
  });

  it('when the server says resync, then every booking list is read again', async () => {
    const { stream, queryClient } = setUp([undefined]);
    const key = queryKeys.adminBookingList({ from: '2026-12-02' });
    queryClient.setQueryData<AdminBookingList>(key, { bookings: [anAdminBooking()], total: 1 });
    await waitFor(() => expect(stream().url).toBe('/api/events'));
    act(() => stream().open());
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    act(() => stream().send('resync', {}));
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('when a booking is cancelled elsewhere, then it leaves the cached lists', async () => {
    const { stream, queryClient } = setUp([undefined]);
    const key = queryKeys.adminBookingList({ from: '2026-12-02' });
    const gone = anAdminBooking({ id: 5 });
    const stays = anAdminBooking({ id: 6 });
    queryClient.setQueryData<AdminBookingList>(key, { bookings: [gone, stays], total: 2 });
    await waitFor(() => expect(stream().url).toBe('/api/events'));
    act(() => stream().send('booking', { type: 'cancelled', booking: gone }));
    expect(queryClient.getQueryData<AdminBookingList>(key)).toMatchObject({
      bookings: [{ id: 6 }],
      total: 1,
    });
  });

  it('when the server refuses the stream for good, then the board says Reconnecting and the session is read again', async () => {
    const api = fakeApi({ 'GET /api/user': { status: 401, body: { message: 'Not signed in' } } });
    const { stream, queryClient, getByText } = setUp([undefined]);
    await waitFor(() => expect(stream().url).toBe('/api/events'));
    act(() => stream().open());
    expect(queryClient.getQueryState(queryKeys.session)?.isInvalidated).toBe(false);
    act(() => stream().drop({ closed: true }));
    expect(getByText('reconnecting')).toBeTruthy();
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.session)?.isInvalidated).toBe(true),
    );
    expect(api.callsTo('GET /api/user')).toHaveLength(1);
    expect(signedOutNotice()).toBeNull();
  });

  it('when the stream was refused because the staff session idled out, then the page is signed out with the reason', async () => {
    const idle = { code: 'session_idle', message: 'Signed out after 12 hours idle' };
    fakeApi({
      'GET /api/user': { status: 401, body: idle },
      'GET /api/session': ok({ user: null }),
    });
    const { stream, queryClient } = setUp(['2026-12-02']);
    await waitFor(() => expect(stream().url).toBe('/api/events?date=2026-12-02'));
    act(() => stream().drop({ closed: true }));
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.session)).toBeNull());
    expect(signedOutNotice()).toBe('Signed out after 12 hours idle');
  });
});
