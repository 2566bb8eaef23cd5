// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';

describe('ResetPasswordPage', () => {
  it('when the link was used or expired, then it offers Send a new link with the address filled in', async () => {
    fakeApi({
      'POST /api/reset-password': { status: 400, body: { message: 'Invalid or expired token' } },
      'GET /api/config': { body: { marinaName: 'Test Marina' } },
    });
    const { user } = renderInApp(<ResetPasswordPage />, {
      route: '/reset-password?token=used-token&email=sam%40example.test',
    });
    await user.type(screen.getByLabelText('New password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const link = await screen.findByRole('link', { name: 'Send a new link' });
    expect(link.getAttribute('href')).toBe('/forgot-password?email=sam%40example.test');
  });

  it('when the new-link form opens with an address, then it is filled in', () => {
    fakeApi({ 'GET /api/config': { body: { marinaName: 'Test Marina' } } });
    renderInApp(<ForgotPasswordPage />, { route: '/forgot-password?email=sam%40example.test' });
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('sam@example.test');
  });
});
