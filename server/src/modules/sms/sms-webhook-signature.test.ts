import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FAKE_TWILIO, twilioSignature } from '../../../test/fake-twilio/fake-twilio';
import {
  INBOUND_PATH,
  STATUS_PATH,
  newMessageSid,
  newMobile,
  optOutReasonOf,
  postWebhook,
  sentText,
  textRow,
  useWebhookApp,
} from '../../../test/kits/twilio-webhook-kit';

/**
 * Twilio's webhooks carry no session and no X-Requested-With: X-Twilio-Signature, computed over
 * APP_URL plus the path and the fields, is the only thing that lets one in
 * (docs/product.md#security).
 */
const { t, inbound, status, db } = useWebhookApp();
const NOT_TWILIO = { message: 'The request is not signed by Twilio', code: 'forbidden' };

describe('POST /api/sms/inbound: the signature', () => {
  it('when a STOP is signed over APP_URL and the path, then it is accepted and the number opted out', async () => {
    const from = newMobile();
    const res = await inbound({ From: from, Body: 'STOP' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await optOutReasonOf(db(), from)).toBe('stop');
  });

  it.each([
    ['no signature', { unsigned: true as const }],
    ['a signature that is not one', { signature: 'bm90IGEgc2lnbmF0dXJlIGF0IGFsbA==' }],
    ['an empty signature', { signature: '' }],
    ['a signature with another auth token', { token: 'another-auth-token-0123456789' }],
    [
      'a signature over the Host it names (evil.example), not APP_URL',
      { signedUrl: `https://evil.example${INBOUND_PATH}`, host: 'evil.example' },
    ],
    [
      'a signature over APP_URL in http rather than https',
      { signedUrl: `http://marina.example.test${INBOUND_PATH}` },
    ],
    [
      'a signature over the status path',
      { signedUrl: `https://marina.example.test${STATUS_PATH}` },
    ],
  ])('when a STOP comes with %s, then 403 and the number still gets texts', async (_, call) => {
    const from = newMobile();
    const res = await inbound({ From: from, Body: 'STOP' }, call);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(NOT_TWILIO);
    expect(await optOutReasonOf(db(), from)).toBeNull();
    // The same text, signed as Twilio signs it, is accepted.
    expect((await inbound({ From: from, Body: 'STOP' })).status).toBe(200);
    expect(await optOutReasonOf(db(), from)).toBe('stop');
  });

  it('when the fields are changed after signing, then 403', async () => {
    const from = newMobile();
    const signature = twilioSignature(`${t.config.APP_URL}${INBOUND_PATH}`, {
      From: from,
      Body: 'hello',
    });
    const res = await request(t.app)
      .post(INBOUND_PATH)
      .type('form')
      .set('X-Twilio-Signature', signature)
      .send(new URLSearchParams({ From: from, Body: 'STOP' }).toString());
    expect(res.status).toBe(403);
    expect(res.body).toEqual(NOT_TWILIO);
    expect(await optOutReasonOf(db(), from)).toBeNull();
    expect((await inbound({ From: from, Body: 'STOP' })).status).toBe(200);
  });
});

describe('POST /api/sms/status: the signature', () => {
  it('when a failure is unsigned or signed with another token, then 403 and neither the text nor the number changes; signed, it is recorded', async () => {
    const to = newMobile();
    const text = await sentText(db(), to);
    const fields = {
      MessageSid: text.providerMessageId!,
      MessageStatus: 'undelivered',
      ErrorCode: '30006',
      To: to,
    };
    for (const call of [{ unsigned: true as const }, { token: 'another-auth-token-0123456789' }]) {
      const res = await status(fields, call);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(NOT_TWILIO);
    }
    expect((await textRow(db(), text.id)).deliveryStatus).toBeNull();
    expect(await optOutReasonOf(db(), to)).toBeNull();

    expect((await status(fields)).status).toBe(204);
    expect((await textRow(db(), text.id)).deliveryStatus).toBe('undelivered');
  });
});

describe('the webhooks without TWILIO_AUTH_TOKEN', () => {
  it('when the app has no auth token to check against, then both answer 403 to any signature', async () => {
    const bare = await t.createInstance({
      config: { ...t.config, TWILIO_ACCOUNT_SID: undefined, TWILIO_AUTH_TOKEN: undefined },
    });
    try {
      const from = newMobile();
      const stop = await postWebhook(bare.app, t.config.APP_URL, INBOUND_PATH, {
        From: from,
        Body: 'STOP',
      });
      expect(stop.status).toBe(403);
      expect(stop.body).toEqual(NOT_TWILIO);
      expect(await optOutReasonOf(db(), from)).toBeNull();
      const text = await sentText(db(), newMobile());
      const delivered = await postWebhook(bare.app, t.config.APP_URL, STATUS_PATH, {
        MessageSid: text.providerMessageId!,
        MessageStatus: 'delivered',
      });
      expect(delivered.status).toBe(403);
      expect((await textRow(db(), text.id)).deliveryStatus).toBeNull();
    } finally {
      await bare.close();
    }
  });
});

describe('the CSRF rule around the webhooks', () => {
  it('when another path or another spelling of a webhook is posted as Twilio posts, then it is refused and nothing changes', async () => {
    const from = newMobile();
    const fields = { From: from, Body: 'STOP' };
    // Twilio's request (a signed form, no X-Requested-With) anywhere else meets the CSRF rule.
    for (const path of ['/api/sms/inbound/', '/API/sms/inbound', '/api/sms/Inbound', '/api/sms']) {
      const res = await postWebhook(t.app, t.config.APP_URL, path, fields, {
        signedUrl: `${t.config.APP_URL}${INBOUND_PATH}`,
      });
      expect(res.status, path).toBe(403);
      expect(res.body.message, path).toBe('Missing X-Requested-With header');
    }
    // With the header, the other spellings are simply not routes (a form body would first meet
    // the JSON routes' 415, so none is sent).
    for (const path of ['/api/sms/inbound/', '/API/sms/inbound', '/api/sms/status/']) {
      const res = await request(t.app)
        .post(path)
        .set('X-Requested-With', 'XMLHttpRequest')
        .set(
          'X-Twilio-Signature',
          twilioSignature(`${t.config.APP_URL}${path}`, {}, FAKE_TWILIO.authToken),
        );
      expect(res.status, path).toBe(404);
    }
    expect(await optOutReasonOf(db(), from)).toBeNull();
  });

  it('when any other POST comes without X-Requested-With but with a valid Twilio signature, then 403', async () => {
    const res = await postWebhook(t.app, t.config.APP_URL, '/api/bookings', {
      serviceType: 'launch',
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Missing X-Requested-With header');
    const sid = newMessageSid();
    const other = await postWebhook(t.app, t.config.APP_URL, '/api/sms/verification', {
      MessageSid: sid,
    });
    expect(other.status).toBe(403);
  });
});
