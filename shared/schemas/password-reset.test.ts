import { describe, expect, it } from 'vitest';
import {
  resetLinkFormSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
} from './password-reset';

const messages = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

const filled = {
  email: 'owner@example.com',
  token: 'a-token',
  newPassword: 'new-pass-1',
  confirmPassword: 'new-pass-1',
};

describe('the reset forms', () => {
  it.each([
    ['the in-page form', resetPasswordFormSchema],
    ['the link page form', resetLinkFormSchema],
    ['the server', resetPasswordSchema],
  ])('when %s gets a password longer than bcrypt reads, then it refuses it', (_, schema) => {
    const long = 'x'.repeat(201);
    expect(schema.safeParse({ ...filled, newPassword: long, confirmPassword: long }).success).toBe(
      false,
    );
  });

  it('when the in-page form is left short, then it gives the in-page messages', () => {
    expect(
      messages(resetPasswordFormSchema, {
        ...filled,
        token: '',
        newPassword: 'abc',
        confirmPassword: 'abcdef',
      }),
    ).toEqual([
      'Token is required',
      'New password must be at least 6 characters',
      'Passwords do not match',
    ]);
    expect(messages(resetPasswordFormSchema, { ...filled, confirmPassword: 'abc' })).toEqual([
      'Password confirmation is required',
      'Passwords do not match',
    ]);
    expect(messages(resetPasswordFormSchema, { ...filled, confirmPassword: 'other-pass' })).toEqual(
      ['Passwords do not match'],
    );
  });

  it('when the link page form is left short, then it gives the reset page messages', () => {
    expect(
      messages(resetLinkFormSchema, {
        ...filled,
        token: '',
        newPassword: 'abc',
        confirmPassword: 'abc',
      }),
    ).toEqual(['Password must be at least 6 characters']);
    expect(messages(resetLinkFormSchema, { ...filled, confirmPassword: 'other-pass' })).toEqual([
      'Passwords do not match',
    ]);
  });
});
