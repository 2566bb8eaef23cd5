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
});
