// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  SMS_CODE_EXPIRED_MESSAGE,
  SMS_CODE_LIMIT_MESSAGE,
  SMS_NUMBER_NOT_MOBILE_MESSAGE,
  SMS_NUMBER_REQUIRED_MESSAGE,
  smsCodeInvalidMessage,
  smsConsentLine,
  smsOptedOutMessage,
} from '@shared/messages/sms';
import { ok } from '@/test/fake-api';
import { anSmsSettings, PENDING, verifiedSms } from '@/test/sms-settings';
import { renderTextMessagesCard } from './render-text-messages-card';

const setUp = renderTextMessagesCard;

const invalid = (message: string, errors?: { path: string; message: string }[]) => ({
  status: 400,
  body: { message, code: errors ? 'invalid' : 'sms_code_invalid', errors },
});

describe('Text messages card: no number yet', () => {
  it('when the owner has no number, then a mobile field, the consent line with the marina’s name and Text me a code', async () => {
    setUp(anSmsSettings());
    const field = await screen.findByLabelText('Mobile number');
    expect(field.getAttribute('type')).toBe('tel');
    expect(field.getAttribute('autocomplete')).toBe('tel');
    expect(screen.getByText(smsConsentLine('Harbor Point Marina'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Text me a code' })).toBeTruthy();
    expect(screen.queryByLabelText('Code')).toBeNull();
  });

  it('when the number is left empty, then the rule shows under the field, which takes focus, and nothing is sent', async () => {
    const { api, user } = setUp(anSmsSettings());
    await user.click(await screen.findByRole('button', { name: 'Text me a code' }));
    const field = screen.getByLabelText('Mobile number');
    expect((await screen.findByRole('alert')).textContent).toBe(SMS_NUMBER_REQUIRED_MESSAGE);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(api.callsTo('POST /api/sms/verification')).toHaveLength(0);
  });

  it('when the server refuses a landline, then its message shows under the field, which takes focus', async () => {
    const { user } = setUp(anSmsSettings(), {
      'POST /api/sms/verification': invalid('Invalid request', [
        { path: 'phoneNumber', message: SMS_NUMBER_NOT_MOBILE_MESSAGE },
      ]),
    });
    const field = await screen.findByLabelText('Mobile number');
    await user.type(field, '617 555 0000');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    const error = await screen.findByText(SMS_NUMBER_NOT_MOBILE_MESSAGE);
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('when the number texted STOP, then the server’s reason shows in the form’s alert', async () => {
    const message = smsOptedOutMessage('+16175550100');
    const { user } = setUp(anSmsSettings(), {
      'POST /api/sms/verification': { status: 409, body: { message, code: 'sms_opted_out' } },
    });
    await user.type(await screen.findByLabelText('Mobile number'), '6175550123');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBeNull();
  });

  it('when a code is sent, then the card asks for it, names the number and focuses the code field', async () => {
    const { api, user } = setUp(anSmsSettings(), {
      'POST /api/sms/verification': ok({ sms: anSmsSettings({ pending: PENDING }) }),
    });
    await user.type(await screen.findByLabelText('Mobile number'), '(617) 555-0123');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));

    await screen.findByText('We texted a 6-digit code to (617) 555-0123');
    const code = screen.getByLabelText('Code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(api.callsTo('POST /api/sms/verification').map((c) => c.body)).toEqual([
      { phoneNumber: '(617) 555-0123' },
    ]);
  });
});

describe('Text messages card: a code pending', () => {
  const pending = anSmsSettings({ pending: PENDING });

  it('when the code has fewer than 6 digits, then the rule shows under the field and nothing is checked', async () => {
    const { api, user } = setUp(pending);
    await user.type(await screen.findByLabelText('Code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code we texted you')).toBeTruthy();
    expect(api.callsTo('POST /api/sms/verification/check')).toHaveLength(0);
  });

  it('when the code is wrong, then the tries left show under the code field, which takes focus', async () => {
    const message = smsCodeInvalidMessage(4);
    const { user } = setUp(pending, {
      'POST /api/sms/verification/check': invalid(message),
    });
    const code = await screen.findByLabelText('Code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const error = await screen.findByText(message);
    expect(code.getAttribute('aria-describedby')).toBe(error.id);
    await waitFor(() => expect(document.activeElement).toBe(code));
  });

  it('when the code has expired, then the form’s alert says so, and Send a new code texts the same number again', async () => {
    const { api, user } = setUp(pending, {
      'POST /api/sms/verification/check': {
        status: 410,
        body: { message: SMS_CODE_EXPIRED_MESSAGE, code: 'sms_code_expired' },
      },
      'POST /api/sms/verification': ok({ sms: pending }),
    });
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SMS_CODE_EXPIRED_MESSAGE);

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(api.callsTo('POST /api/sms/verification').map((c) => c.body)).toEqual([
      { phoneNumber: '+16175550123' },
    ]);
  });

  it('when too many codes were sent, then Send a new code shows the limit in the form’s alert', async () => {
    const { user } = setUp(pending, {
      'POST /api/sms/verification': {
        status: 429,
        body: { message: SMS_CODE_LIMIT_MESSAGE, code: 'rate_limited' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SMS_CODE_LIMIT_MESSAGE);
  });

  it('when the owner chooses another number, then the number field returns, and Cancel goes back to the code', async () => {
    const { user } = setUp(pending);
    await user.click(await screen.findByRole('button', { name: 'Use another number' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Mobile number')),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText('Code')).toBeTruthy();
  });

  it('when the right code is entered, then the number is verified and its choices show, all on', async () => {
    const { api, user } = setUp(pending, {
      'POST /api/sms/verification/check': ok({ sms: verifiedSms() }),
    });
    await user.type(await screen.findByLabelText('Code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await screen.findByText('(617) 555-0123');
    for (const name of ['Confirmations and changes', 'Reminders', "The day's status"]) {
      expect(
        screen.getByRole('checkbox', { name: new RegExp(`^${name}`) }).getAttribute('aria-checked'),
      ).toBe('true');
    }
    expect(api.callsTo('POST /api/sms/verification/check').map((c) => c.body)).toEqual([
      { code: '123456' },
    ]);
  });
});
