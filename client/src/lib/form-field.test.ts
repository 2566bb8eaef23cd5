import { describe, expect, it } from 'vitest';
import type { UseFormReturn } from 'react-hook-form';
import { fieldProps } from './form-field';

type Values = { email: string; contact: { phone: string } };

const form = {
  register: (name: string) => ({ name, onChange: () => undefined }),
  formState: {
    errors: {
      email: { message: 'Please enter a valid email address' },
      contact: { phone: { message: 'Too long' } },
    },
  },
} as unknown as Pick<UseFormReturn<Values>, 'register' | 'formState'>;

describe('fieldProps', () => {
  it('when a field has an error, then its id, registration and message come together', () => {
    const field = fieldProps(form, 'login');
    expect(field('email')).toMatchObject({
      id: 'login-email',
      name: 'email',
      error: 'Please enter a valid email address',
    });
    expect(field('contact.phone')).toMatchObject({ id: 'login-contact.phone', error: 'Too long' });
  });
});
