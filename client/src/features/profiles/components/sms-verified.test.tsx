// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  SMS_NOT_VERIFIED_MESSAGE,
  SMS_UNDELIVERABLE_MESSAGE,
  smsConsentLine,
} from '@shared/messages/sms';
import { ok } from '@/test/fake-api';
import { anSmsSettings, verifiedSms } from '@/test/sms-settings';
import { renderTextMessagesCard } from './render-text-messages-card';

const setUp = renderTextMessagesCard;

const choice = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });
const isTicked = (name: string) => choice(name).getAttribute('aria-checked') === 'true';

describe('Text messages card: a verified number', () => {
  it('when the number is verified, then it is shown with three choices and Stop all texts, and no notice', async () => {
    setUp(verifiedSms({ reminders: false }));
    expect(await screen.findByText('(617) 555-0123')).toBeTruthy();
    expect(isTicked('Confirmations and changes')).toBe(true);
    expect(isTicked('Reminders')).toBe(false);
    expect(isTicked("The day's status")).toBe(true);
    expect(screen.getByRole('button', { name: 'Stop all texts' })).toBeTruthy();
    expect(screen.queryByText(/asked us to stop/)).toBeNull();
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
  });

  it('when the owner unticks Reminders, then PATCH saves only that choice and it stays unticked', async () => {
    const { api, user } = setUp(verifiedSms(), {
      'PATCH /api/sms': () => ok({ sms: verifiedSms({ reminders: false }) }),
    });
    await screen.findByText('(617) 555-0123');
    await user.click(choice('Reminders'));
    await waitFor(() => expect(api.callsTo('PATCH /api/sms')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/sms')[0]?.body).toEqual({ reminders: false });
    expect(isTicked('Reminders')).toBe(false);
    expect(isTicked('Confirmations and changes')).toBe(true);
  });

  it('when the server refuses a choice, then the tick goes back and the reason shows in the alert', async () => {
    const { user } = setUp(verifiedSms(), {
      'PATCH /api/sms': {
        status: 409,
        body: { message: SMS_NOT_VERIFIED_MESSAGE, code: 'sms_not_verified' },
      },
    });
    await screen.findByText('(617) 555-0123');
    await user.click(choice("The day's status"));
    expect((await screen.findByRole('alert')).textContent).toBe(SMS_NOT_VERIFIED_MESSAGE);
    await waitFor(() => expect(isTicked("The day's status")).toBe(true));
  });

  it('when the owner stops all texts and confirms, then DELETE is sent and the number field returns', async () => {
    const { api, user } = setUp(verifiedSms(), {
      'DELETE /api/sms': ok({ sms: anSmsSettings() }),
    });
    await user.click(await screen.findByRole('button', { name: 'Stop all texts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop all texts?' });
    expect(dialog.textContent).toContain('We will not text (617) 555-0123 again.');
    expect(api.callsTo('DELETE /api/sms')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Stop all texts' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByLabelText('Mobile number')).toBeTruthy();
    expect(api.callsTo('DELETE /api/sms')).toHaveLength(1);
  });

  it('when the owner keeps texts, then nothing is deleted', async () => {
    const { api, user } = setUp(verifiedSms());
    await user.click(await screen.findByRole('button', { name: 'Stop all texts' }));
    await user.click(await screen.findByRole('button', { name: 'Keep texts' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('DELETE /api/sms')).toHaveLength(0);
    expect(choice('Reminders')).toBeTruthy();
  });

  it('when the number texted STOP, then the notice says to text START to the marina’s number', async () => {
    setUp(verifiedSms({ optedOut: 'stop' }));
    const notice = await screen.findByText(/This number asked us to stop texting it\./);
    expect(notice.textContent).toBe(
      'This number asked us to stop texting it. To get texts again, text START to (617) 555-0100.',
    );
    const link = within(notice).getByRole('link', { name: '(617) 555-0100' });
    expect(link.getAttribute('href')).toBe('sms:6175550100');
  });

  it('when texts to the number could not be delivered, then the notice asks for another number, with its field and the consent line', async () => {
    setUp(verifiedSms({ optedOut: 'undeliverable' }));
    expect(await screen.findByText(SMS_UNDELIVERABLE_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText('Another mobile number').getAttribute('type')).toBe('tel');
    expect(screen.getByText(smsConsentLine('Harbor Point Marina'))).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
