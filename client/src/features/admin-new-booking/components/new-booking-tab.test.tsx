// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBookingInput } from '@shared/schemas/bookings';
import { aBooking } from '@/test/bookings';
import { availability, closedSlot, fullSlot } from '@/test/availability';
import { heldReply } from '@/test/fake-api';
import { DAY, NEXT_DAY, NOW, setUp, slotField } from '../test/new-booking-kit';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the New Booking tab’s deadline field', () => {
  it('when no date is chosen, then it reads Select a date first and cannot be opened', async () => {
    setUp();
    await screen.findByRole('button', { name: /^Date/ });
    expect(slotField().textContent).toContain('Select a date first');
    expect(slotField()).toHaveProperty('disabled', true);
  });

  it('when a date is picked, then it reads Loading available slots... until the day answers, then each deadline with its places, full and closed ones disabled with why', async () => {
    const day = heldReply(
      availability({ '12:00 PM': fullSlot, '3:00 PM': closedSlot('Crane service') }),
    );
    const { api, pickDate, slotOptions } = setUp({ 'GET /api/timeslots/available': day.route });
    await pickDate(DAY);
    await waitFor(() => expect(slotField().textContent).toContain('Loading available slots...'));
    expect(slotField()).toHaveProperty('disabled', true);
    expect(api.callsTo('GET /api/timeslots/available')[0]?.path).toBe(
      '/api/timeslots/available?date=2026-12-10&serviceType=haul-out',
    );

    day.release();
    await waitFor(() => expect(slotField().textContent).toContain('Select a time slot'));
    expect(await slotOptions()).toEqual([
      { text: '10:00 AM (2 of 4 open)', disabled: false },
      { text: '12:00 PM (Full)', disabled: true },
      { text: '3:00 PM (Closed: Crane service)', disabled: true },
    ]);
  });

  it('when every deadline of the day is closed, then it reads No slots available for this date and none can be chosen', async () => {
    const closed = closedSlot('Weather');
    const { pickDate, slotOptions } = setUp({
      'GET /api/timeslots/available': availability({
        '10:00 AM': closed,
        '12:00 PM': closed,
        '3:00 PM': closed,
      }),
    });
    await pickDate(DAY);
    await waitFor(() =>
      expect(slotField().textContent).toContain('No slots available for this date'),
    );
    expect((await slotOptions()).every((option) => option.disabled)).toBe(true);
  });

  it('when the day cannot be read, then the field and a toast say Failed to fetch available slots', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { pickDate } = setUp({
      'GET /api/timeslots/available': { status: 503, body: { message: 'Try again soon' } },
    });
    await pickDate(DAY);
    await waitFor(() =>
      expect(slotField().textContent).toContain('Failed to fetch available slots'),
    );
    expect(screen.getAllByText('Failed to fetch available slots')).toHaveLength(2);
  });

  it('when the date changes after a deadline was chosen, then the deadline is cleared', async () => {
    const { pickDate, user } = setUp();
    await pickDate(DAY);
    await waitFor(() => expect(slotField()).toHaveProperty('disabled', false));
    await user.click(slotField());
    await user.click(await screen.findByRole('option', { name: /^10:00 AM/ }));
    expect(slotField().textContent).toContain('10:00 AM');

    await pickDate(NEXT_DAY);
    await waitFor(() => expect(slotField().textContent).toContain('Select a time slot'));
  });
});

describe('the New Booking tab’s form', () => {
  it('when it is sent empty, then each field says what is missing and nothing is sent', async () => {
    const { api, user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Create Booking' }));
    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Please select a user',
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Phone number is required',
      'Source slip type is required',
      'Destination is required',
      'Please select a date',
      'Please select a time slot',
    ]);
    expect(api.callsTo('POST /api/bookings')).toHaveLength(0);
  });

  it('when a customer is chosen and the form sent, then their profile fills the contact fields and the office body is sent', async () => {
    const { api, pickCustomer, pickDate, user } = setUp({
      'POST /api/bookings': ({ body }) => ({
        status: 201,
        body: { booking: aBooking({ ...(body as AdminBookingInput), liftOverride: null, id: 40 }) },
      }),
    });
    await pickCustomer();
    expect(screen.getByLabelText('First Name')).toHaveProperty('value', 'Anna de');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'anna@example.test');
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '555-0142');
    expect(screen.getByRole('combobox', { name: 'Source' }).textContent).toContain('My Wet Slip');
    expect(screen.getByRole('combobox', { name: 'Destination' }).textContent).toContain('Wash Pad');
    await pickDate(DAY);
    await waitFor(() => expect(slotField()).toHaveProperty('disabled', false));
    await user.click(slotField());
    await user.click(await screen.findByRole('option', { name: /^12:00 PM/ }));
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));

    const dialog = await screen.findByRole('dialog', { name: 'Booking Created' });
    expect(dialog.textContent).toContain('Anna de Vries');
    expect(api.callsTo('POST /api/bookings')[0]?.body).toMatchObject({
      userId: 7,
      serviceType: 'haul-out',
      sourceSlipType: 'my-wet-slip',
      destination: 'wash-pad',
      bookingDate: '2026-12-10',
      timeSlot: '12:00 PM',
      ownerName: 'Anna de Vries',
      ownerEmail: 'anna@example.test',
      ownerPhone: '555-0142',
      isVibMember: false,
    });
  });

  it('when the server refuses, then Booking Failed says its message and no dialog opens', async () => {
    const refusal = 'This deadline is full and unavailable. Please choose another.';
    const { pickCustomer, pickDate, user } = setUp({
      'POST /api/bookings': { status: 409, body: { message: refusal, code: 'slot_full' } },
    });
    await pickCustomer();
    await pickDate(DAY);
    await waitFor(() => expect(slotField()).toHaveProperty('disabled', false));
    await user.click(slotField());
    await user.click(await screen.findByRole('option', { name: /^10:00 AM/ }));
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));

    expect(await screen.findByText('Booking Failed')).toBeTruthy();
    expect(screen.getByText(refusal)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
