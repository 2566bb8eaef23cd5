// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminBooking } from '@/test/bookings';
import { heldReply } from '@/test/fake-api';
import { aYardDay } from '@/test/yard-day';
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

/** The lifts a card's menu offers, opened and closed again. */
async function liftMenuOf(owner: string, user: ReturnType<typeof renderBoard>['user']) {
  await user.click(within(cardOf(owner)).getByRole('combobox', { name: 'Lift' }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  const names = options.map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return names;
}

async function chooseLift(
  owner: string,
  lift: string,
  user: ReturnType<typeof renderBoard>['user'],
) {
  await user.click(within(cardOf(owner)).getByRole('combobox', { name: 'Lift' }));
  await user.click(await screen.findByRole('option', { name: lift }));
}

describe('a crew board card’s taps', () => {
  it('when a card is waiting, in the slings, done or missed, then it offers only the taps that fit', async () => {
    renderBoard([
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
    const day = aYardDay([early]);
    const { api, user } = renderBoard(day, { 'PATCH /api/bookings/12/status': day.saveStatus(12) });
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
    const day = aYardDay([early]);
    const { api, user } = renderBoard(day, {
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

  it('when the crew taps Done on a boat in the slings, then the server is told and the card reads Done with only Undo', async () => {
    const day = aYardDay([noon]);
    const { api, user } = renderBoard(day, {
      'PATCH /api/bookings/13/status': day.saveStatus(13),
    });
    await screen.findByRole('heading', { level: 3, name: 'Casey Noon' });
    await user.click(within(cardOf('Casey Noon')).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(buttonsOf('Casey Noon')).toEqual(['Undo']));
    expect(cardOf('Casey Noon').getAttribute('data-status')).toBe('done');
    expect(api.callsTo('PATCH /api/bookings/13/status').map((c) => c.body)).toEqual([
      { status: 'done' },
    ]);
  });

  it('when the crew taps Undo on a finished boat, then it is Scheduled again with Start and No-show', async () => {
    const day = aYardDay([{ ...late, serviceStatus: 'done', completed: true }]);
    const { api, user } = renderBoard(day, {
      'PATCH /api/bookings/11/status': day.saveStatus(11),
    });
    await screen.findByRole('heading', { level: 3, name: 'Avery Late' });
    await user.click(within(cardOf('Avery Late')).getByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(buttonsOf('Avery Late')).toEqual(['Start', 'No-show']));
    expect(cardOf('Avery Late').textContent).toContain('Scheduled');
    expect(api.callsTo('PATCH /api/bookings/11/status')[0]?.body).toEqual({
      status: 'scheduled',
    });
  });

  it('while a tap waits for the server, then it reads Starting… and no other tap on the card can be pressed', async () => {
    const day = aYardDay([early]);
    const answer = heldReply(day.saveStatus(12));
    const { user } = renderBoard(day, { 'PATCH /api/bookings/12/status': answer.route });
    await screen.findByRole('heading', { level: 3, name: 'Blake Early' });
    await user.click(within(cardOf('Blake Early')).getByRole('button', { name: 'Start' }));

    const taps = within(cardOf('Blake Early')).getAllByRole('button');
    expect(taps.map((tap) => tap.textContent)).toEqual(['Starting…', 'No-show']);
    expect(taps.every((tap) => tap.hasAttribute('disabled'))).toBe(true);
    answer.release();
    await waitFor(() => expect(buttonsOf('Blake Early')).toEqual(['Done', 'Undo']));
  });
});

describe('a crew board card’s lift', () => {
  it('when a lift is chosen on the card, then the server is told and the card moves to its column', async () => {
    const day = aYardDay([early, late]);
    const { api, user } = renderBoard(day, { 'PATCH /api/bookings/12/lift': day.saveLift(12) });
    await screen.findByRole('heading', { level: 3, name: 'Blake Early' });
    expect(await liftMenuOf('Blake Early', user)).toEqual([
      'Unassigned',
      'Travel Lift',
      'Forklift',
    ]);
    await chooseLift('Blake Early', 'Forklift', user);

    await waitFor(() => expect(ownersIn('Forklift')).toEqual(['Blake Early']));
    expect(ownersIn('Unassigned')).toEqual(['Avery Late']);
    expect(api.callsTo('PATCH /api/bookings/12/lift').map((c) => c.body)).toEqual([{ liftId: 2 }]);
  });

  it('when Unassigned is chosen, then the card leaves its lift for the Unassigned column', async () => {
    const day = aYardDay([noon]);
    const { api, user } = renderBoard(day, { 'PATCH /api/bookings/13/lift': day.saveLift(13) });
    await screen.findByRole('heading', { level: 3, name: 'Casey Noon' });
    await chooseLift('Casey Noon', 'Unassigned', user);

    await waitFor(() => expect(ownersIn('Unassigned')).toEqual(['Casey Noon']));
    expect(within(column('Travel Lift')).getByText('No boats')).toBeTruthy();
    expect(api.callsTo('PATCH /api/bookings/13/lift')[0]?.body).toEqual({ liftId: null });
  });

  it('when a boat is on a retired lift, then that lift keeps a column while it holds it and only that card offers it', async () => {
    const { user } = renderBoard([{ ...early, liftId: 3 }, late]);
    await screen.findByRole('heading', { level: 3, name: 'Blake Early' });
    expect(ownersIn('Old Crane \\(retired\\)')).toEqual(['Blake Early']);
    expect(await liftMenuOf('Blake Early', user)).toContain('Old Crane');
    expect(await liftMenuOf('Avery Late', user)).not.toContain('Old Crane');
  });

  it('when a lift change fails, then the card says so with Retry and stays where it was', async () => {
    const { api, user } = renderBoard([early], {
      'PATCH /api/bookings/12/lift': { status: 409, body: { message: 'That lift was retired' } },
    });
    await screen.findByRole('heading', { level: 3, name: 'Blake Early' });
    await chooseLift('Blake Early', 'Travel Lift', user);

    const alert = await within(cardOf('Blake Early')).findByRole('alert');
    expect(alert.textContent).toContain('Lift change failed: That lift was retired');
    expect(ownersIn('Unassigned')).toEqual(['Blake Early']);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/bookings/12/lift')).toHaveLength(2));
    expect(api.callsTo('PATCH /api/bookings/12/lift')[1]?.body).toEqual({ liftId: 1 });
  });
});
