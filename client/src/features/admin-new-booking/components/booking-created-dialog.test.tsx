// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/booking-views';
import { Button } from '@/components/ui/button';
import { aBooking } from '@/test/bookings';
import { renderInApp } from '@/test/render';
import { BookingCreatedDialog } from './booking-created-dialog';

/** The tab's part: a Create Booking whose success opens the dialog. */
function CreateThenConfirm() {
  const [booked, setBooked] = useState<Booking | null>(null);
  const submit = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={submit} onClick={() => setBooked(aBooking({ ownerName: 'Ann Lee' }))}>
        Create Booking
      </Button>
      <BookingCreatedDialog
        booking={booked}
        returnFocusTo={submit}
        onCreateAnother={() => setBooked(null)}
        onReturn={() => setBooked(null)}
      />
    </>
  );
}

describe('the New Booking success dialog', () => {
  it('sums up the booking and, closed with Escape or Create Another Booking, gives focus back to Create Booking', async () => {
    const { user } = renderInApp(<CreateThenConfirm />);
    const create = screen.getByRole('button', { name: 'Create Booking' });

    await user.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'Booking Created' });
    expect(dialog.textContent).toContain('Ann Lee');
    expect(dialog.textContent).toContain('D7DHKNKS');
    await user.click(screen.getByRole('button', { name: 'Create Another Booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(create));

    await user.click(create);
    await screen.findByRole('dialog', { name: 'Booking Created' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(create));
  });
});
