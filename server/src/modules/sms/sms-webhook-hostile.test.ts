import { count } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { smsOptOuts } from '../../db/schema';
import { twilioSignature } from '../../../test/fake-twilio/fake-twilio';
import {
  INBOUND_PATH,
  STATUS_PATH,
  newMobile,
  optOutReasonOf,
  sentText,
  textRow,
  useWebhookApp,
} from '../../../test/kits/twilio-webhook-kit';

/**
 * The webhooks are public addresses: what reaches them may be anything, signed or not. Each
 * answer is a refusal in the API's one error shape or Twilio's empty answer, never a 5xx, and
 * nothing is stored from it.
 */
const { t, inbound, db } = useWebhookApp();
const EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response/>';
const optOutCount = async () => (await db().select({ n: count() }).from(smsOptOuts))[0]!.n;

/** A body in another encoding, signed over `fields` as if they had been the form. */
function signedRaw(
  path: string,
  contentType: string,
  body: string,
  fields: Record<string, string>,
) {
  return request(t.app)
    .post(path)
    .set('Content-Type', contentType)
    .set('X-Twilio-Signature', twilioSignature(`${t.config.APP_URL}${path}`, fields))
    .send(body);
}

describe('hostile requests to the webhooks', () => {
  it('when Body or From hold control characters, then the answer is empty, no 5xx, nothing stored', async () => {
    const before = await optOutCount();
    const from = newMobile();
    for (const body of [
      'STOP\u0000',
      '\u0000STOP',
      'ST\u0007OP',
      '\u001b[31mSTOP',
      'HELP\r\nSTOP',
    ]) {
      const res = await inbound({ From: from, Body: body });
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.text).toBe(EMPTY);
    }
    for (const controlled of [`${from}\u0000`, `\u0000${from}`, `${from}\n`]) {
      const res = await inbound({ From: controlled, Body: 'STOP' });
      expect(res.status).toBe(200);
      expect(res.text).toBe(EMPTY);
    }
    expect(await optOutCount()).toBe(before);
  });

  it('when a body is larger than 16 kB, then 413 before anything is read', async () => {
    const from = newMobile();
    const fields = { From: from, Body: `STOP${' '.repeat(17 * 1024)}` };
    const res = await inbound(fields);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The request body is too large', code: 'too_large' });
    expect(await optOutReasonOf(db(), from)).toBeNull();
  });

  it('when the fields come as JSON or plain text instead of a form, then 415 and nothing changes, signed or not', async () => {
    const from = newMobile();
    const fields = { From: from, Body: 'STOP' };
    for (const [type, body] of [
      ['application/json', JSON.stringify(fields)],
      ['text/plain', new URLSearchParams(fields).toString()],
    ] as const) {
      const res = await signedRaw(INBOUND_PATH, type, body, fields);
      expect(res.status, type).toBe(415);
      expect(res.body).toEqual({
        message:
          'Send the request body as a form (Content-Type: application/x-www-form-urlencoded)',
        code: 'unsupported_media_type',
      });
      const unsigned = await request(t.app).post(INBOUND_PATH).set('Content-Type', type).send(body);
      expect(unsigned.status).toBe(415);
    }
    const text = await sentText(db(), newMobile());
    const json = {
      MessageSid: text.providerMessageId!,
      MessageStatus: 'failed',
      ErrorCode: '21610',
    };
    const res = await signedRaw(STATUS_PATH, 'application/json', JSON.stringify(json), json);
    expect(res.status).toBe(415);
    expect(await optOutReasonOf(db(), from)).toBeNull();
    expect((await textRow(db(), text.id)).deliveryStatus).toBeNull();
    expect(await optOutReasonOf(db(), text.recipient)).toBeNull();
  });

  it('when a field is repeated or nested, then it is no number or sid: nothing is stored', async () => {
    const from = newMobile();
    const second = newMobile();
    const repeated = await signedRaw(
      INBOUND_PATH,
      'application/x-www-form-urlencoded',
      `From=${encodeURIComponent(from)}&From=${encodeURIComponent(second)}&Body=STOP`,
      // Twilio's signature covers each value of a repeated field, as the package computes it.
      { From: [from, second] as unknown as string, Body: 'STOP' },
    );
    expect(repeated.status).toBe(200);
    expect(repeated.text).toBe(EMPTY);
    // Brackets nest nothing (extended: false): 'From[a]' is a field of its own, and From is missing.
    const nestedFields = { 'From[a]': from, Body: 'STOP' };
    const nested = await signedRaw(
      INBOUND_PATH,
      'application/x-www-form-urlencoded',
      new URLSearchParams(nestedFields).toString(),
      nestedFields,
    );
    expect(nested.status).toBe(200);
    expect(nested.text).toBe(EMPTY);
    expect(await optOutReasonOf(db(), from)).toBeNull();
    expect(await optOutReasonOf(db(), second)).toBeNull();

    const text = await sentText(db(), newMobile());
    const sid = text.providerMessageId!;
    const twice = await signedRaw(
      STATUS_PATH,
      'application/x-www-form-urlencoded',
      `MessageSid=${sid}&MessageSid=${sid}&MessageStatus=failed&ErrorCode=21610`,
      { MessageSid: [sid, sid] as unknown as string, MessageStatus: 'failed', ErrorCode: '21610' },
    );
    expect(twice.status).toBe(204);
    expect((await textRow(db(), text.id)).deliveryStatus).toBeNull();
    expect(await optOutReasonOf(db(), text.recipient)).toBeNull();
  });
});
