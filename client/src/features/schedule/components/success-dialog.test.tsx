// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aBooking } from '@/test/bookings';
import { renderInApp } from '@/test/render';
import { SuccessDialog } from './success-dialog';

describe('SuccessDialog', () => {
  it('shows the confirmation code', async () => {
    const onClose = vi.fn();
    const { user } = renderInApp(
      <SuccessDialog booking={aBooking()} onClose={onClose} onViewBookings={vi.fn()} />,
    );
    expect(screen.getByText('D7DHKNKS')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('when the booking is for a boat, then its name is shown as its owner wrote it, while places are capitalized', () => {
    const boat = {
      id: 4,
      name: 'sea breeze',
      kind: 'sail' as const,
      lengthM: 9.91,
      beamM: null,
      draftM: null,
      weightKg: null,
    };
    renderInApp(
      <SuccessDialog booking={aBooking({ boat })} onClose={vi.fn()} onViewBookings={vi.fn()} />,
    );
    const name = screen.getByText('sea breeze (Sail)');
    expect(name.className).not.toContain('capitalize');
    expect(screen.getByText('wash pad').className).toContain('capitalize');
  });
});
