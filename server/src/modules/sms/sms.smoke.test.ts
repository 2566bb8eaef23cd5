import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/factories';
import { freshMobile, textedCode } from '../../../test/kits/sms-kit';
import { useTestApp } from '../../../test/use-test-app';

/** npm test's one pass over an owner's text messages on the embedded engine. */
const t = useTestApp();

describe('sms smoke', () => {
  it('when an owner proves a mobile with the texted code, chooses what to receive and stops texts, then each answer shows it', async () => {
    const owner = await signUpOwner(t.app);
    const number = freshMobile();
    const sent = await owner.client.post('/api/sms/verification', { phoneNumber: number.typed });
    expect(sent.status).toBe(200);
    expect(sent.body.sms.pending.phoneNumber).toBe(number.e164);
    const code = await textedCode(t.database.db, number.e164);
    const verified = await owner.client.post('/api/sms/verification/check', { code });
    expect(verified.body.sms).toMatchObject({
      phoneNumber: number.e164,
      phoneNumberDisplay: number.display,
      confirmations: true,
      reminders: true,
      status: true,
      pending: null,
    });
    const saved = await owner.client.patch('/api/sms', { status: false });
    expect(saved.body.sms).toMatchObject({ reminders: true, status: false });
    const stopped = await owner.client.delete('/api/sms');
    expect(stopped.body.sms).toMatchObject({ phoneNumber: null, status: false });
    expect((await owner.client.get('/api/sms')).body.sms.phoneNumber).toBeNull();
  });
});
