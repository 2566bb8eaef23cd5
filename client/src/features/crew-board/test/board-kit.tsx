import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { AdminBooking } from '@shared/api/booking-views';
import { queryKeys } from '@/lib/query-keys';
import { anAdminBooking } from '@/test/bookings';
import { fakeApi, ok, type FakeRoute } from '@/test/fake-api';
import { fakeEventSource } from '@/test/fake-event-source';
import { aLift } from '@/test/lifts';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { aYardDay } from '@/test/yard-day';
import CrewBoardPage from '../components/crew-board-page';

/** The crew board's day for component tests: three boats, two lifts in service, one retired. */
export const DATE = '2026-12-02';
export const LIFTS = [
  aLift(1, 'Travel Lift'),
  aLift(2, 'Forklift'),
  aLift(3, 'Old Crane', '2026-11-20'),
];

export const late = anAdminBooking({
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
export const early = anAdminBooking({
  id: 12,
  ownerName: 'Blake Early',
  timeSlot: '10:00 AM',
  bookingDate: DATE,
  serviceType: 'launch',
  sourceSlipType: 'parking-lot',
  destination: 'wet-slip',
});
export const noon = anAdminBooking({
  id: 13,
  ownerName: 'Casey Noon',
  timeSlot: '12:00 PM',
  bookingDate: DATE,
  liftId: 1,
  serviceStatus: 'in_progress',
});

/** /admin/board/{DATE} for an admin, the day answered by `day` and its stream faked. */
export function renderBoard(
  day: AdminBooking[] | ReturnType<typeof aYardDay>,
  routes: Record<string, FakeRoute> = {},
) {
  const stream = fakeEventSource();
  const yard = Array.isArray(day) ? aYardDay(day) : day;
  const api = fakeApi({
    'GET /api/config': ok(aPublicConfig()),
    'GET /api/bookings': () => yard.read(),
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
      role: 'office',
    });
  });
  return { api, stream, ...view };
}

export const column = (name: string) =>
  screen.getByRole('region', { name: new RegExp(`^${name}`) });
export const cardOf = (owner: string) => screen.getByRole('listitem', { name: owner });
export const ownersIn = (name: string) =>
  within(column(name))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
/** The card's buttons: its status taps (and Retry); the lift select is a combobox. */
export const buttonsOf = (owner: string) =>
  within(cardOf(owner))
    .getAllByRole('button')
    .map((button) => button.textContent);
