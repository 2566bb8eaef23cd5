// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { WeatherHoldPreview } from '@shared/api/weather-holds';
import type { WeatherHoldInput } from '@shared/schemas/weather-holds';
import { fakeApi, heldReply, ok, type FakeRoute } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { aHoldMove, aWeatherHold } from '@/test/weather-holds';
import { WeatherHoldDialog } from './weather-hold-dialog';

const HOLD_DAY = '2026-12-10';
const placed = aHoldMove();
const stuck = aHoldMove({
  bookingId: 22,
  confirmationCode: 'STUK2345',
  ownerName: 'Blake Squall',
  from: { bookingDate: HOLD_DAY, timeSlot: '3:00 PM' },
  to: null,
});
const preview = (moves = [placed, stuck], waitlistEntries = 0): WeatherHoldPreview => ({
  moves,
  unplaced: moves.filter((move) => move.to === null).length,
  waitlistEntries,
});

/** The Availability tab's part: Weather Hold opens the dialog for the date, Done closes it. */
function HoldButton() {
  const [date, setDate] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setDate(HOLD_DAY)}>
        Weather Hold
      </button>
      <WeatherHoldDialog date={date} onDone={() => setDate(null)} />
    </>
  );
}

function setUp(routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'POST /api/weather-holds/preview': ok(preview()),
    'POST /api/weather-holds': ({ body }) => ({
      status: 201,
      body: {
        hold: aWeatherHold({ ...(body as WeatherHoldInput), moved: 1, unplaced: 1 }),
        moves: [placed, stuck],
      },
    }),
    ...routes,
  });
  const view = renderInApp(<HoldButton />);
  const open = async () => {
    await view.user.click(screen.getByRole('button', { name: 'Weather Hold' }));
    return screen.findByRole('dialog', { name: 'Weather hold' });
  };
  return { api, open, ...view };
}

const rows = async (dialog: HTMLElement) =>
  (await within(dialog).findAllByTestId('hold-move')).map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );
const holdButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: /^(Hold|Holding)/ });

describe('the weather hold dialog’s preview', () => {
  it('when it opens, then every deadline is planned and each booking shows where it goes, or that its owner will be asked', async () => {
    const { api, open } = setUp();
    const dialog = await open();
    expect(await rows(dialog)).toEqual([
      ['Avery Gale', 'GALE2345', 'Thu, Dec 10 · 10:00 AM', 'Fri, Dec 11 · 10:00 AM'],
      ['Blake Squall', 'STUK2345', 'Thu, Dec 10 · 3:00 PM', 'no place: owner will be asked'],
    ]);
    expect(api.callsTo('POST /api/weather-holds/preview')[0]?.body).toEqual({
      date: HOLD_DAY,
      timeSlots: ['10:00 AM', '12:00 PM', '3:00 PM'],
    });
    // Only a booking with a place moves.
    expect(holdButton(dialog).textContent).toBe('Hold and move 1 booking');
    expect(within(dialog).queryByText(/waitlist has ended/)).toBeNull();
  });

  it('while the moves are planned, then it says so and the hold cannot be placed', async () => {
    const plan = heldReply(ok(preview()));
    const { open } = setUp({ 'POST /api/weather-holds/preview': plan.route });
    const dialog = await open();
    expect(within(dialog).getByText('Planning the moves...')).toBeTruthy();
    expect(holdButton(dialog).textContent).toBe('Hold and move bookings');
    expect(holdButton(dialog)).toHaveProperty('disabled', true);
    plan.release();
    await waitFor(() => expect(holdButton(dialog)).toHaveProperty('disabled', false));
  });

  it('when a deadline is unticked, then the others are planned and the preview follows', async () => {
    const { api, open, user } = setUp({
      'POST /api/weather-holds/preview': ({ body }) =>
        ok(
          preview(
            [placed, stuck].filter((move) =>
              (body as WeatherHoldInput).timeSlots?.includes(move.from.timeSlot),
            ),
          ),
        ),
    });
    const dialog = await open();
    await rows(dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: '3:00 PM' }));

    await waitFor(async () => expect(await rows(dialog)).toHaveLength(1));
    expect(api.callsTo('POST /api/weather-holds/preview').at(-1)?.body).toEqual({
      date: HOLD_DAY,
      timeSlots: ['10:00 AM', '12:00 PM'],
    });
    expect(holdButton(dialog).textContent).toBe('Hold and move 1 booking');
  });

  it('when every deadline is unticked, then it asks for one, plans nothing for no deadline and cannot hold', async () => {
    const { api, open, user } = setUp();
    const dialog = await open();
    await rows(dialog);
    for (const slot of ['10:00 AM', '12:00 PM', '3:00 PM'])
      await user.click(within(dialog).getByRole('checkbox', { name: slot }));

    expect(await within(dialog).findByText('Choose a deadline.')).toBeTruthy();
    expect(holdButton(dialog)).toHaveProperty('disabled', true);
    const planned = api.callsTo('POST /api/weather-holds/preview');
    expect(planned.map((call) => (call.body as WeatherHoldInput).timeSlots)).not.toContainEqual([]);
  });

  it('when nobody is on the deadlines, then it says nobody moves and offers Hold this date', async () => {
    const { open } = setUp({ 'POST /api/weather-holds/preview': ok(preview([])) });
    const dialog = await open();
    expect(
      await within(dialog).findByText('No booking is on these deadlines: nobody moves.'),
    ).toBeTruthy();
    expect(holdButton(dialog).textContent).toBe('Hold this date');
  });

  it('when owners wait on the deadlines, then it says their waitlist will end', async () => {
    const { open } = setUp({ 'POST /api/weather-holds/preview': ok(preview([placed], 2)) });
    const dialog = await open();
    expect(
      await within(dialog).findByText('2 owners waiting here will be told the waitlist has ended.'),
    ).toBeTruthy();
  });

  it('when the moves cannot be planned, then it says why', async () => {
    const { open } = setUp({
      'POST /api/weather-holds/preview': { status: 409, body: { message: 'Already held' } },
    });
    const dialog = await open();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Could not plan the moves: Already held',
    );
  });
});

describe('placing the weather hold', () => {
  it('when the reason is emptied, then it asks for one and nothing is held', async () => {
    const { api, open, user } = setUp();
    const dialog = await open();
    await rows(dialog);
    await user.clear(within(dialog).getByLabelText('Reason owners will read'));
    await user.click(holdButton(dialog));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Give the reason owners will read',
    );
    expect(api.callsTo('POST /api/weather-holds')).toHaveLength(0);
  });

  it('when the hold is placed, then the date, deadlines and reason are sent and the summary says what moved', async () => {
    const { api, open, user } = setUp();
    const dialog = await open();
    await rows(dialog);
    const reason = within(dialog).getByLabelText('Reason owners will read');
    await user.clear(reason);
    await user.type(reason, '  Gale warning ');
    await user.click(holdButton(dialog));

    const summary = await screen.findByTestId('weather-hold-summary');
    expect(screen.getByRole('dialog', { name: 'Weather hold placed' })).toBeTruthy();
    expect(within(summary).getByRole('status').textContent).toBe(
      'Held. 1 booking moved and its owner emailed. 1 owner will be asked to choose a new date.',
    );
    expect(api.callsTo('POST /api/weather-holds').map((call) => call.body)).toEqual([
      { date: HOLD_DAY, timeSlots: ['10:00 AM', '12:00 PM', '3:00 PM'], reason: 'Gale warning' },
    ]);
    await user.click(within(summary).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('when the hold is refused, then the reason shows and the dialog stays', async () => {
    const { open, user } = setUp({
      'POST /api/weather-holds': { status: 409, body: { message: 'This date is in the past.' } },
    });
    const dialog = await open();
    await rows(dialog);
    await user.click(holdButton(dialog));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to hold: This date is in the past.',
    );
    expect(screen.getByRole('dialog', { name: 'Weather hold' })).toBe(dialog);
  });
});
