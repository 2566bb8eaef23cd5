// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { RegisterForm } from './register-form';

const renderForm = () =>
  renderInApp(<RegisterForm onStart={vi.fn()} onRegistered={vi.fn()} onFailed={vi.fn()} />);

describe('RegisterForm', () => {
  it('when the only invalid field is the storage select, then submit focuses it', async () => {
    const api = fakeApi({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'sam@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Full name'), 'Sam Harbor');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('register-storage-type'));
    expect(screen.getByText('Please select your storage type')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('when several fields are invalid, then the first on screen gets focus', async () => {
    fakeApi({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Full name'), 'S');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });
});
