import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsOptOuts } from '../../db/schema';
import { gsmLength } from './gsm7';
import { newMobile, optOutReasonOf, useWebhookApp } from '../../../test/kits/twilio-webhook-kit';

/** What an owner texts us, and what they read back (docs/product.md#text-messages). */
const { inbound, db } = useWebhookApp({ MARINA_PHONE: '617-555-0199' });

const EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response/>';
const reply = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${text}</Message></Response>`;
const STOPPED =
  'Harbor Point Marina: You will get no more texts from us. Reply START to get them again.';
const STARTED =
  'Harbor Point Marina: You will get texts from us again. Reply STOP to end them, HELP for help.';
const HELP =
  'Harbor Point Marina: booking texts. Questions? Call us at (617) 555-0199. Reply STOP to end texts.';

async function texts(from: string, body: string) {
  const res = await inbound({ From: from, Body: body });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
  return res.text;
}

const optOutCount = async () => (await db().select({ n: count() }).from(smsOptOuts))[0]!.n;

describe('POST /api/sms/inbound: STOP', () => {
  it.each(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'])(
    'when a number texts %s, then it is opted out at once and told how to start again',
    async (word) => {
      const from = newMobile();
      expect(await texts(from, word)).toBe(reply(STOPPED));
      expect(await optOutReasonOf(db(), from)).toBe('stop');
    },
  );

  it.each([['stop'], ['  Stop\n'], ['\tqUiT '], ['unsubscribe']])(
    'when a number texts %j (any case, spaces around), then it is a STOP',
    async (body) => {
      const from = newMobile();
      expect(await texts(from, body)).toBe(reply(STOPPED));
      expect(await optOutReasonOf(db(), from)).toBe('stop');
    },
  );

  it('when a number texts STOP again, or another stop word, then it gets no second confirmation', async () => {
    const from = newMobile();
    expect(await texts(from, 'STOP')).toBe(reply(STOPPED));
    expect(await texts(from, 'STOP')).toBe(EMPTY);
    expect(await texts(from, 'cancel')).toBe(EMPTY);
    expect(await optOutReasonOf(db(), from)).toBe('stop');
  });

  it('when the words only contain a stop word, then nothing is opted out', async () => {
    const from = newMobile();
    for (const body of ['Please stop', 'STOP!', 'S T O P', 'stop stop', '']) {
      expect(await texts(from, body), body).toBe(EMPTY);
    }
    expect(await optOutReasonOf(db(), from)).toBeNull();
  });
});

describe('POST /api/sms/inbound: START', () => {
  it('when a stopped number texts START or UNSTOP, then it gets texts again and is told so', async () => {
    for (const word of ['START', 'unstop ']) {
      const from = newMobile();
      await texts(from, 'STOP');
      expect(await texts(from, word)).toBe(reply(STARTED));
      expect(await optOutReasonOf(db(), from)).toBeNull();
      // Stopped again, it is confirmed again: the cycle starts over.
      expect(await texts(from, 'STOP')).toBe(reply(STOPPED));
    }
  });

  it('when a number that texts can not be reached by the provider texts START, then it gets texts again', async () => {
    const from = newMobile();
    await db().insert(smsOptOuts).values({ phoneNumber: from, reason: 'undeliverable' });
    expect(await texts(from, 'start')).toBe(reply(STARTED));
    expect(await optOutReasonOf(db(), from)).toBeNull();
  });
});

describe('POST /api/sms/inbound: HELP and the rest', () => {
  it('when a number texts HELP or INFO, then it reads the marina’s name and the office’s number in one segment, and nothing changes', async () => {
    const from = newMobile();
    expect(await texts(from, 'HELP')).toBe(reply(HELP));
    expect(await texts(from, ' info')).toBe(reply(HELP));
    expect(gsmLength(HELP)).toBeLessThanOrEqual(160);
    expect(await optOutReasonOf(db(), from)).toBeNull();
  });

  it('when a number texts anything else, then the answer is empty and nothing is stored', async () => {
    const before = await optOutCount();
    const from = newMobile();
    for (const body of ['Yes', 'See you at 10', '12345', 'STOP\u0000', '\u0000', 'ＳＴＯＰ']) {
      expect(await texts(from, body), JSON.stringify(body)).toBe(EMPTY);
    }
    expect(await optOutCount()).toBe(before);
  });

  it('when From is not a number in E.164 form, then the answer is empty and nothing is stored', async () => {
    const before = await optOutCount();
    for (const from of [
      '6175550123',
      '+0123456789',
      'alice',
      '+1 617 555 0123',
      '',
      '+1617555012345678',
    ]) {
      expect(await texts(from, 'STOP'), from).toBe(EMPTY);
    }
    const res = await inbound({ Body: 'STOP' });
    expect(res.status).toBe(200);
    expect(res.text).toBe(EMPTY);
    expect(await optOutCount()).toBe(before);
  });
});
