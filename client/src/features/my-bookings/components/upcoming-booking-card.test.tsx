// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aBooking } from '@/test/bookings';
import { renderInApp } from '@/test/render';
import { UpcomingBookingCard } from './upcoming-booking-card';

// 8 PM UTC on December 1: the 10:00 AM deadline on December 2 (New York) is 19 hours away.
const now = new Date('2026-12-01T20:00:00Z');
const timeZone = 'America/New_York';
const soon = { bookingDate: '2026-12-02', timeSlot: '10:00 AM' } as const;

const renderCard = (booking = aBooking()) =>
  renderInApp(
    <UpcomingBookingCard
      booking={booking}
      status={{ kind: 'upcoming' }}
      now={now}
      timeZone={timeZone}
      onCancel={vi.fn()}
    />,
  );

describe('UpcomingBookingCard', () => {
  it('when its deadline is closed, then it says why and Change date is the main action, even within 24 hours', () => {
    renderCard(aBooking({ ...soon, closure: { reason: 'Storm warning' } }));
    const card = screen.getByTestId('booking-card');
    expect(within(card).getByText('Yard closed (Storm warning): pick a new date')).toBeTruthy();
    const [first] = within(card).getAllByRole('button');
    expect(first?.textContent).toBe('Change date');
    expect(first?.className).toContain('bg-primary');
  });

  it('when the office gave no reason, then the notice has no parentheses', () => {
    renderCard(aBooking({ ...soon, closure: { reason: null } }));
    expect(screen.getByText('Yard closed: pick a new date')).toBeTruthy();
  });

  it('when its deadline is open and within 24 hours, then there is no notice and no Change date', () => {
    renderCard(aBooking({ ...soon, closure: null }));
    expect(screen.queryByText(/Yard closed/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Change date/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel Service' })).toBeTruthy();
  });
});
