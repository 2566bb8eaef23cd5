import { describe, expect, it } from 'vitest';
import {
  newMobile,
  optOutReasonOf,
  sentText,
  textRow,
  useWebhookApp,
} from '../../../test/kits/twilio-webhook-kit';

/** npm test's one pass over Twilio's two webhooks on the embedded engine. */
const { inbound, status, db } = useWebhookApp();
const EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

describe('sms-webhooks smoke', () => {
  it('when a number texts STOP, STOP, HELP and START, then it is opted out once, helped, and opted in; unsigned, nothing happens', async () => {
    const from = newMobile();
    expect((await inbound({ From: from, Body: 'STOP' }, { unsigned: true })).status).toBe(403);
    expect(await optOutReasonOf(db(), from)).toBeNull();

    const stop = await inbound({ From: from, Body: 'stop' });
    expect(stop.status).toBe(200);
    expect(stop.text).toContain('<Message>Harbor Point Marina: You will get no more texts');
    expect(await optOutReasonOf(db(), from)).toBe('stop');
    expect((await inbound({ From: from, Body: 'STOP' })).text).toBe(EMPTY);
    expect((await inbound({ From: from, Body: 'HELP' })).text).toContain('Reply STOP to end texts');
    expect((await inbound({ From: from, Body: 'START' })).text).toContain('texts from us again');
    expect(await optOutReasonOf(db(), from)).toBeNull();
  });

  it('when Twilio reports a text delivered, then late news does not undo it; a permanent failure opts its number out', async () => {
    const delivered = await sentText(db(), newMobile());
    const sid = delivered.providerMessageId!;
    expect((await status({ MessageSid: sid, MessageStatus: 'delivered' })).status).toBe(204);
    expect((await status({ MessageSid: sid, MessageStatus: 'sent' })).status).toBe(204);
    expect((await textRow(db(), delivered.id)).deliveryStatus).toBe('delivered');

    const to = newMobile();
    const failed = await sentText(db(), to);
    const res = await status({
      MessageSid: failed.providerMessageId!,
      MessageStatus: 'failed',
      ErrorCode: '21610',
      To: to,
    });
    expect(res.status).toBe(204);
    expect(await optOutReasonOf(db(), to)).toBe('stop');
  });
});
