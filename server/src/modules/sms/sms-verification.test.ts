import type { Express } from 'express';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  SMS_CODE_EXPIRED_MESSAGE,
  SMS_CODE_FORMAT_MESSAGE,
  SMS_CODE_SENT_MESSAGE,
  SMS_NUMBER_INVALID_MESSAGE,
  SMS_NUMBER_NOT_MOBILE_MESSAGE,
  SMS_NUMBER_REQUIRED_MESSAGE,
  SMS_VERIFIED_MESSAGE,
  smsCodeInvalidMessage,
} from '@shared/messages/sms';
import { expectFieldErrors } from '../../../test/api-client';
import { signUpOwner } from '../../../test/factories';
import { START, testClock } from '../../../test/kits/booking-kit';
import { codeTexts, freshMobile, smsRowsOf, textedCode } from '../../../test/kits/sms-kit';
import { captureLogs } from '../../../test/log-capture';
import { useTestApp } from '../../../test/use-test-app';
import { hashSmsCode, newSmsCode } from './sms-code';

/**
 * docs/product.md#text-messages: an owner proves a mobile with a 6-digit code texted to it (10
 * minutes, 5 tries).
 */
const clock = testClock();
/** Codes a test sets are texted next, in order; any other is drawn as in production. */
const nextCodes: string[] = [];
const t = useTestApp({ now: clock.now, newSmsCode: () => nextCodes.shift() ?? newSmsCode() });
const logs = captureLogs();
let loggedApp: Express;
const MINUTE = 60_000;

beforeAll(async () => {
  loggedApp = (await t.createInstance({ logger: logs.logger })).app;
});
afterEach(() => {
  clock.instant = START;
  nextCodes.length = 0;
});

const later = (ms: number) => (clock.instant = new Date(START.getTime() + ms));
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('a code texted to a mobile', () => {
  it('when an owner enters a mobile, then a code is texted to it in E.164, pending 10 minutes, kept only hashed and never in an answer or a log line', async () => {
    const owner = await signUpOwner(loggedApp);
    const number = freshMobile();
    const res = await owner.client.post('/api/sms/verification', { phoneNumber: number.typed });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      sms: expect.objectContaining({
        phoneNumber: null,
        pending: {
          phoneNumber: number.e164,
          phoneNumberDisplay: number.display,
          expiresAt: new Date(START.getTime() + 10 * MINUTE).toISOString(),
        },
      }),
      message: SMS_CODE_SENT_MESSAGE,
    });
    const code = await textedCode(t.database.db, number.e164);
    expect(code).toMatch(/^\d{6}$/);
    const { verifications } = await smsRowsOf(t.database.db, owner.user.id);
    expect(verifications).toEqual([
      expect.objectContaining({
        phoneNumber: number.e164,
        codeHash: hashSmsCode({ userId: owner.user.id, phoneNumber: number.e164 }, code),
        attempts: 0,
      }),
    ]);
    expect(JSON.stringify(verifications)).not.toContain(code);
    expect(JSON.stringify(res.body)).not.toContain(code);
    expect(JSON.stringify((await owner.client.get('/api/sms')).body)).not.toContain(code);
    expect(logs.lines.length).toBeGreaterThan(0);
    expect(logs.containing(code)).toEqual([]);
  });

  it.each([
    ['no number', '', SMS_NUMBER_REQUIRED_MESSAGE],
    ['letters', 'call me maybe', SMS_NUMBER_INVALID_MESSAGE],
    ['too few digits', '555-0123', SMS_NUMBER_INVALID_MESSAGE],
    ['a London landline', '+442079460958', SMS_NUMBER_NOT_MOBILE_MESSAGE],
    ['a toll-free number', '8005550100', SMS_NUMBER_NOT_MOBILE_MESSAGE],
    [
      'a control character',
      '617-555-\u00070123',
      'Mobile number must not contain control characters',
    ],
    ['31 characters', '+1 (617) 555-0123 ext. 12345678', 'Enter at most 30 characters'],
  ])(
    'when an owner enters %s, then the field says why and nothing is stored or texted',
    async (_case, phoneNumber, message) => {
      const owner = await signUpOwner(t.app);
      const textsBefore = (await codeTexts(t.database.db)).length;
      const res = await owner.client.post('/api/sms/verification', { phoneNumber });
      expectFieldErrors(res, { phoneNumber: message });
      expect(res.body).toMatchObject({ code: 'invalid', message });
      expect(await smsRowsOf(t.database.db, owner.user.id)).toEqual({
        subscriptions: [],
        verifications: [],
      });
      expect(await codeTexts(t.database.db)).toHaveLength(textsBefore);
    },
  );

  it('when the right code is entered, then the number is verified with every text on, and the code does not work twice', async () => {
    const owner = await signUpOwner(t.app);
    const number = freshMobile();
    await owner.client.post('/api/sms/verification', { phoneNumber: number.typed });
    const code = await textedCode(t.database.db, number.e164);
    later(5 * MINUTE);
    const res = await owner.client.post('/api/sms/verification/check', {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      sms: {
        phoneNumber: number.e164,
        phoneNumberDisplay: number.display,
        verifiedAt: clock.instant.toISOString(),
        confirmations: true,
        reminders: true,
        status: true,
        optedOut: null,
        pending: null,
        marinaNumber: null,
      },
      message: SMS_VERIFIED_MESSAGE,
    });
    expect((await owner.client.get('/api/sms')).body.sms).toEqual(res.body.sms);
    const again = await owner.client.post('/api/sms/verification/check', { code });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({
      code: 'sms_code_expired',
      message: SMS_CODE_EXPIRED_MESSAGE,
    });
  });

  it('when a second code is asked for, then only the newest works', async () => {
    const owner = await signUpOwner(t.app);
    const first = freshMobile();
    const second = freshMobile();
    nextCodes.push('246810', '135792');
    await owner.client.post('/api/sms/verification', { phoneNumber: first.typed });
    await owner.client.post('/api/sms/verification', { phoneNumber: second.typed });
    expect(await textedCode(t.database.db, first.e164)).toBe('246810');
    expect(await textedCode(t.database.db, second.e164)).toBe('135792');
    const old = await owner.client.post('/api/sms/verification/check', { code: '246810' });
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({
      code: 'sms_code_invalid',
      message: smsCodeInvalidMessage(4),
    });
    const res = await owner.client.post('/api/sms/verification/check', { code: '135792' });
    expect(res.status).toBe(200);
    expect(res.body.sms.phoneNumber).toBe(second.e164);
  });

  it('when the code is entered 10 minutes after it was sent, then it has expired', async () => {
    const owner = await signUpOwner(t.app);
    const number = freshMobile();
    await owner.client.post('/api/sms/verification', { phoneNumber: number.typed });
    const code = await textedCode(t.database.db, number.e164);
    later(10 * MINUTE - 1000);
    const justInTime = await owner.client.post('/api/sms/verification/check', {
      code: wrongFor(code),
    });
    expect(justInTime.status).toBe(400);
    later(10 * MINUTE);
    expect((await owner.client.get('/api/sms')).body.sms.pending).toBeNull();
    const res = await owner.client.post('/api/sms/verification/check', { code });
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(SMS_CODE_EXPIRED_MESSAGE);
    expect(await smsRowsOf(t.database.db, owner.user.id)).toEqual({
      subscriptions: [],
      verifications: [],
    });
  });

  it('when a wrong code is entered 5 times, then each says the tries left, the fifth ends the code, and the right one no longer works', async () => {
    const owner = await signUpOwner(t.app);
    const number = freshMobile();
    await owner.client.post('/api/sms/verification', { phoneNumber: number.typed });
    const code = await textedCode(t.database.db, number.e164);
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await owner.client.post('/api/sms/verification/check', { code: wrongFor(code) });
      answers.push([res.status, res.body.code, res.body.message]);
    }
    expect(answers).toEqual([
      ...[4, 3, 2, 1].map((left) => [400, 'sms_code_invalid', smsCodeInvalidMessage(left)]),
      [410, 'sms_code_expired', SMS_CODE_EXPIRED_MESSAGE],
    ]);
    const right = await owner.client.post('/api/sms/verification/check', { code });
    expect(right.status).toBe(410);
    expect((await owner.client.get('/api/sms')).body.sms).toMatchObject({
      phoneNumber: null,
      pending: null,
    });
  });

  it('when no code was sent or the code is not 6 digits, then 410 or the field says so', async () => {
    const owner = await signUpOwner(t.app);
    const none = await owner.client.post('/api/sms/verification/check', { code: '123456' });
    expect(none.status).toBe(410);
    expect(none.body.code).toBe('sms_code_expired');
    const short = await owner.client.post('/api/sms/verification/check', { code: '12345' });
    expectFieldErrors(short, { code: SMS_CODE_FORMAT_MESSAGE });
  });
});
