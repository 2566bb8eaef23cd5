import { describe, expect, it } from 'vitest';
import { SMS_CODE_LIMIT_MESSAGE } from '@shared/messages/sms';
import type { ApiClient } from '../../../test/api-client';
import { signUpOwner } from '../../../test/factories';
import {
  closeCodeWindows,
  codeTexts,
  freshMobile,
  secondsLeftInWindow,
  smsRowsOf,
} from '../../../test/kits/sms-kit';
import { useTestApp } from '../../../test/use-test-app';

/**
 * docs/product.md#text-messages: 3 codes an hour per account, so an account cannot text a stranger
 * over and over, and 3 per number, so many accounts cannot either. A refused code sends nothing.
 */
const t = useTestApp();
const db = () => t.database.db;

const ask = (client: ApiClient, number: { typed: string }) =>
  client.post('/api/sms/verification', { phoneNumber: number.typed });

function expectLimited(res: { status: number; body: unknown }) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ code: 'rate_limited', message: SMS_CODE_LIMIT_MESSAGE });
}

describe('codes per hour', () => {
  it('when an account asks for a 4th code in an hour, then it is refused and nothing is texted, until the hour has passed', async () => {
    const owner = await signUpOwner(t.app);
    const numbers = [freshMobile(), freshMobile(), freshMobile()];
    for (const number of numbers) expect((await ask(owner.client, number)).status).toBe(200);
    const fourth = freshMobile();
    expectLimited(await ask(owner.client, fourth));
    expect(await codeTexts(db(), fourth.e164)).toEqual([]);
    // The code pending is still the third one.
    const { verifications } = await smsRowsOf(db(), owner.user.id);
    expect(verifications.map((v) => v.phoneNumber)).toEqual([numbers[2]!.e164]);
    // The window is the hour from the first code.
    const left = await secondsLeftInWindow(db(), `smsCode:user:${owner.user.id}`);
    expect(left).toBeGreaterThan(59 * 60);
    expect(left).toBeLessThanOrEqual(60 * 60);

    await closeCodeWindows(db());
    expect((await ask(owner.client, fourth)).status).toBe(200);
    expect(await codeTexts(db(), fourth.e164)).toHaveLength(1);
  });

  it('when two accounts ask for a 4th code to one number in an hour, then it is refused and nothing is texted, until the hour has passed', async () => {
    const first = await signUpOwner(t.app);
    const second = await signUpOwner(t.app);
    const number = freshMobile();
    for (const client of [first.client, first.client, second.client]) {
      expect((await ask(client, number)).status).toBe(200);
    }
    expectLimited(await ask(second.client, number));
    expect(await codeTexts(db(), number.e164)).toHaveLength(3);
    const left = await secondsLeftInWindow(db(), `smsCode:number:${number.e164}`);
    expect(left).toBeGreaterThan(59 * 60);

    await closeCodeWindows(db());
    expect((await ask(second.client, number)).status).toBe(200);
    expect(await codeTexts(db(), number.e164)).toHaveLength(4);
  });

  it("when a number's codes are used up, then the account's refused ask is not counted against it", async () => {
    const owner = await signUpOwner(t.app);
    const others = [await signUpOwner(t.app), await signUpOwner(t.app), await signUpOwner(t.app)];
    const busy = freshMobile();
    for (const other of others) expect((await ask(other.client, busy)).status).toBe(200);
    expect((await ask(owner.client, freshMobile())).status).toBe(200);
    expect((await ask(owner.client, freshMobile())).status).toBe(200);
    expectLimited(await ask(owner.client, busy));
    // Two sent and one refused: the account has one code left this hour.
    expect((await ask(owner.client, freshMobile())).status).toBe(200);
    expectLimited(await ask(owner.client, freshMobile()));
  });
});
