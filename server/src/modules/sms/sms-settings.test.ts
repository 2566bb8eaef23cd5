import { describe, expect, it } from 'vitest';
import {
  SMS_NOT_VERIFIED_MESSAGE,
  SMS_PREFERENCES_SAVED_MESSAGE,
  SMS_STOPPED_MESSAGE,
  smsOptedOutMessage,
} from '@shared/messages/sms';
import { signUpOwner } from '../../../test/factories';
import {
  codeTexts,
  freshMobile,
  smsRowsOf,
  textedCode,
  verifyMobile,
} from '../../../test/kits/sms-kit';
import { useTestApp } from '../../../test/use-test-app';
import { optOutNumber, optOutOf } from './sms-opt-out-repository';

/**
 * docs/product.md#text-messages: what an owner's texts look like, what they receive, STOP and
 * opting out.
 */
const t = useTestApp({ env: { TWILIO_FROM: '+16175550100' } });
const db = () => t.database.db;
const MARINA = '(617) 555-0100';

describe('text-message settings', () => {
  it("when an owner has no number, then texts read off, with the marina's number to text", async () => {
    const owner = await signUpOwner(t.app);
    const res = await owner.client.get('/api/sms');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      sms: {
        phoneNumber: null,
        phoneNumberDisplay: null,
        verifiedAt: null,
        confirmations: false,
        reminders: false,
        status: false,
        optedOut: null,
        pending: null,
        marinaNumber: MARINA,
      },
    });
  });

  it('when a number texted STOP, then a code for it is refused with how to text START, and nothing is stored or texted', async () => {
    const owner = await signUpOwner(t.app);
    const number = freshMobile();
    await optOutNumber(db(), number.e164, 'stop');
    const res = await owner.client.post('/api/sms/verification', { phoneNumber: number.typed });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'sms_opted_out',
      message: smsOptedOutMessage(MARINA),
    });
    expect(await codeTexts(db(), number.e164)).toEqual([]);
    expect(await smsRowsOf(db(), owner.user.id)).toEqual({ subscriptions: [], verifications: [] });
  });

  it('when a number texts STOP after it was verified, then the settings say so, and only START lifts it', async () => {
    const owner = await signUpOwner(t.app);
    const number = await verifyMobile(db(), owner.client);
    await optOutNumber(db(), number.e164, 'stop');
    expect((await owner.client.get('/api/sms')).body.sms).toMatchObject({
      phoneNumber: number.e164,
      optedOut: 'stop',
    });
    const again = await owner.client.post('/api/sms/verification', { phoneNumber: number.typed });
    expect(again.status).toBe(409);
    expect(await optOutOf(db(), number.e164)).toBe('stop');
  });

  it('when a number the provider could not reach is proven by its code, then it takes texts again', async () => {
    const owner = await signUpOwner(t.app);
    const number = freshMobile();
    await optOutNumber(db(), number.e164, 'undeliverable');
    const sent = await owner.client.post('/api/sms/verification', { phoneNumber: number.typed });
    expect(sent.status).toBe(200);
    const res = await owner.client.post('/api/sms/verification/check', {
      code: await textedCode(db(), number.e164),
    });
    expect(res.status).toBe(200);
    expect(res.body.sms).toMatchObject({ phoneNumber: number.e164, optedOut: null });
    expect(await optOutOf(db(), number.e164)).toBeNull();
  });

  it('when a number texts STOP while its code is on the way, then the code still proves it, but no texts go until START', async () => {
    const owner = await signUpOwner(t.app);
    const number = freshMobile();
    await owner.client.post('/api/sms/verification', { phoneNumber: number.typed });
    await optOutNumber(db(), number.e164, 'stop');
    const res = await owner.client.post('/api/sms/verification/check', {
      code: await textedCode(db(), number.e164),
    });
    expect(res.status).toBe(200);
    expect(res.body.sms).toMatchObject({ phoneNumber: number.e164, optedOut: 'stop' });
    expect(await optOutOf(db(), number.e164)).toBe('stop');
  });

  it('when an owner without a verified number chooses what to receive, then 409 and nothing is saved', async () => {
    const owner = await signUpOwner(t.app);
    const none = await owner.client.patch('/api/sms', { reminders: false });
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({
      code: 'sms_not_verified',
      message: SMS_NOT_VERIFIED_MESSAGE,
    });
    // A code on its way is not a verified number either.
    await owner.client.post('/api/sms/verification', { phoneNumber: freshMobile().typed });
    const pending = await owner.client.patch('/api/sms', { reminders: false });
    expect(pending.status).toBe(409);
    expect((await smsRowsOf(db(), owner.user.id)).subscriptions).toEqual([]);
  });

  it('when a verified owner turns reminders off, then only reminders are off, and it stays so', async () => {
    const owner = await signUpOwner(t.app);
    await verifyMobile(db(), owner.client);
    const res = await owner.client.patch('/api/sms', { reminders: false });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SMS_PREFERENCES_SAVED_MESSAGE);
    const choices = { confirmations: true, reminders: false, status: true };
    expect(res.body.sms).toMatchObject(choices);
    expect((await owner.client.get('/api/sms')).body.sms).toMatchObject(choices);
    const both = await owner.client.patch('/api/sms', { confirmations: false, status: false });
    expect(both.body.sms).toMatchObject({ confirmations: false, reminders: false, status: false });
    for (const body of [{}, { reminders: 'no' }, { reminders: false, sms: true }]) {
      expect((await owner.client.patch('/api/sms', body)).status).toBe(400);
    }
  });

  it('when an owner stops texts, then the number and any pending code are gone, and stopping again answers the same', async () => {
    const owner = await signUpOwner(t.app);
    await verifyMobile(db(), owner.client);
    const next = freshMobile();
    await owner.client.post('/api/sms/verification', { phoneNumber: next.typed });
    const code = await textedCode(db(), next.e164);
    const res = await owner.client.delete('/api/sms');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      sms: expect.objectContaining({ phoneNumber: null, pending: null, reminders: false }),
      message: SMS_STOPPED_MESSAGE,
    });
    expect(await smsRowsOf(db(), owner.user.id)).toEqual({ subscriptions: [], verifications: [] });
    const late = await owner.client.post('/api/sms/verification/check', { code });
    expect(late.status).toBe(410);
    const again = await owner.client.delete('/api/sms');
    expect([again.status, again.body]).toEqual([200, res.body]);
  });

  it("when two accounts verify one number and one stops texts, then the other's stay on", async () => {
    const first = await signUpOwner(t.app);
    const second = await signUpOwner(t.app);
    const number = await verifyMobile(db(), first.client);
    await verifyMobile(db(), second.client, number);
    await first.client.delete('/api/sms');
    expect((await second.client.get('/api/sms')).body.sms.phoneNumber).toBe(number.e164);
  });
});
