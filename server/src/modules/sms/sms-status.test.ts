import { describe, expect, it } from 'vitest';
import {
  newMessageSid,
  newMobile,
  optOutReasonOf,
  sentText,
  textRow,
  useWebhookApp,
} from '../../../test/kits/twilio-webhook-kit';

/** Twilio's status callbacks: where a text stands, and numbers that cannot take texts. */
const { status, db } = useWebhookApp();

async function callback(sid: string, messageStatus: string, extra: Record<string, string> = {}) {
  const res = await status({ MessageSid: sid, MessageStatus: messageStatus, ...extra });
  expect(res.status).toBe(204);
  expect(res.text).toBe('');
}

describe('POST /api/sms/status: delivery', () => {
  it('when Twilio reports a text sent then delivered, then its row records each, with when', async () => {
    const to = newMobile();
    const text = await sentText(db(), to);
    const before = Date.now();
    await callback(text.providerMessageId!, 'sent', { To: to });
    const sent = await textRow(db(), text.id);
    expect(sent.deliveryStatus).toBe('sent');
    expect(sent.deliveryStatusAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    await callback(text.providerMessageId!, 'delivered', { To: to });
    expect((await textRow(db(), text.id)).deliveryStatus).toBe('delivered');
    // The queue's own status is the worker's; a callback never touches it.
    expect((await textRow(db(), text.id)).status).toBe('sent');
    expect(await optOutReasonOf(db(), to)).toBeNull();
  });

  it('when callbacks arrive out of order, then a status never moves back', async () => {
    const text = await sentText(db(), newMobile());
    await callback(text.providerMessageId!, 'delivered');
    const delivered = await textRow(db(), text.id);
    for (const late of ['sent', 'queued', 'sending', 'accepted', 'delivered']) {
      await callback(text.providerMessageId!, late);
    }
    expect(await textRow(db(), text.id)).toEqual(delivered);

    const queued = await sentText(db(), newMobile());
    await callback(queued.providerMessageId!, 'sending');
    await callback(queued.providerMessageId!, 'queued');
    expect((await textRow(db(), queued.id)).deliveryStatus).toBe('sending');
  });

  it('when a text failed or went undelivered, then that is final: no later status replaces it', async () => {
    for (const final of ['failed', 'undelivered']) {
      const text = await sentText(db(), newMobile());
      await callback(text.providerMessageId!, final, { ErrorCode: '30003' });
      for (const late of ['sent', 'delivered', final === 'failed' ? 'undelivered' : 'failed']) {
        await callback(text.providerMessageId!, late);
      }
      expect((await textRow(db(), text.id)).deliveryStatus).toBe(final);
    }
  });

  it('when the sid is not one of ours, or the status is not one we keep, then 204 and nothing changes', async () => {
    const text = await sentText(db(), newMobile());
    await callback(newMessageSid(), 'delivered');
    await callback(text.providerMessageId!, 'read');
    await callback(text.providerMessageId!, 'DELIVERED');
    await callback('not-a-sid', 'failed', { ErrorCode: '21610' });
    await callback(text.providerMessageId!, 'failed', { ErrorCode: '21610', MessageSid: '' });
    expect((await textRow(db(), text.id)).deliveryStatus).toBeNull();
    expect(await optOutReasonOf(db(), text.recipient)).toBeNull();
  });
});

describe('POST /api/sms/status: numbers that cannot take texts', () => {
  it('when a text failed because the number unsubscribed (21610), then the number is opted out as STOP', async () => {
    const to = newMobile();
    const text = await sentText(db(), to);
    await callback(text.providerMessageId!, 'failed', { ErrorCode: '21610', To: to });
    expect((await textRow(db(), text.id)).deliveryStatus).toBe('failed');
    expect(await optOutReasonOf(db(), to)).toBe('stop');
  });

  it('when a text went undelivered to an unknown destination (30006), then the number is opted out as undeliverable', async () => {
    const to = newMobile();
    const text = await sentText(db(), to);
    await callback(text.providerMessageId!, 'undelivered', { ErrorCode: '30006', To: to });
    expect(await optOutReasonOf(db(), to)).toBe('undeliverable');
  });

  it('when the failure is temporary (30003, unreachable handset) or has no code, then the number keeps getting texts', async () => {
    const to = newMobile();
    const unreachable = await sentText(db(), to);
    await callback(unreachable.providerMessageId!, 'undelivered', { ErrorCode: '30003', To: to });
    const silent = await sentText(db(), to);
    await callback(silent.providerMessageId!, 'failed', { To: to });
    expect((await textRow(db(), unreachable.id)).deliveryStatus).toBe('undelivered');
    expect((await textRow(db(), silent.id)).deliveryStatus).toBe('failed');
    expect(await optOutReasonOf(db(), to)).toBeNull();
  });

  it('when a refusal code comes with a delivered status, or To names another number, then only the text’s own number is judged', async () => {
    const to = newMobile();
    const other = newMobile();
    const text = await sentText(db(), to);
    await callback(text.providerMessageId!, 'delivered', { ErrorCode: '30006', To: to });
    expect(await optOutReasonOf(db(), to)).toBeNull();

    const failed = await sentText(db(), to);
    await callback(failed.providerMessageId!, 'undelivered', { ErrorCode: '30005', To: other });
    expect(await optOutReasonOf(db(), to)).toBe('undeliverable');
    expect(await optOutReasonOf(db(), other)).toBeNull();
  });
});
