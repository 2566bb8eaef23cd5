import { describe, expect, it } from 'vitest';
import { SMS_CODE_LIMIT_MESSAGE, smsCodeInvalidMessage } from '@shared/messages/sms';
import { signUpOwner } from '../../../test/factories';
import { codeTexts, freshMobile, smsRowsOf, textedCode } from '../../../test/kits/sms-kit';
import { needsPostgresServer } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';

/**
 * The text-message limits (docs/product.md#text-messages) under contention. Meaningful on a
 * Postgres server (TEST_DATABASE_URL): PGlite runs one query at a time, which hides races.
 */
const t = useTestApp();
const db = () => t.database.db;
const AT_ONCE = 10;

describe.runIf(needsPostgresServer())('text codes under contention', () => {
  it(`when ${AT_ONCE} wrong codes are checked at once, then every one is counted as a try and the number is never verified`, async () => {
    const owner = await signUpOwner(t.app);
    const number = freshMobile();
    await owner.client.post('/api/sms/verification', { phoneNumber: number.typed });
    const code = await textedCode(db(), number.e164);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        owner.client.post('/api/sms/verification/check', { code: wrong }),
      ),
    );
    // Four wrong tries, each with one fewer left, then the fifth ends the code for the rest.
    const refused = answers.filter((res) => res.status === 400).map((res) => res.body.message);
    expect(refused.sort()).toEqual([1, 2, 3, 4].map(smsCodeInvalidMessage).sort());
    expect(answers.filter((res) => res.status === 410)).toHaveLength(AT_ONCE - 4);
    expect(await smsRowsOf(db(), owner.user.id)).toEqual({ subscriptions: [], verifications: [] });
    const right = await owner.client.post('/api/sms/verification/check', { code });
    expect(right.status).toBe(410);
  });

  it(`when one account asks for ${AT_ONCE} codes at once, then at most 3 are texted and the rest are refused`, async () => {
    const owner = await signUpOwner(t.app);
    const numbers = Array.from({ length: AT_ONCE }, freshMobile);
    const answers = await Promise.all(
      numbers.map((number) =>
        owner.client.post('/api/sms/verification', { phoneNumber: number.typed }),
      ),
    );
    const sent = numbers.filter((_, i) => answers[i]!.status === 200).map((n) => n.e164);
    expect(sent).toHaveLength(3);
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect([res.status, res.body.message]).toEqual([429, SMS_CODE_LIMIT_MESSAGE]);
    }
    const texted = (await codeTexts(db())).filter((row) =>
      numbers.some((n) => n.e164 === row.recipient),
    );
    expect(texted.map((row) => row.recipient).sort()).toEqual([...sent].sort());
    const { verifications } = await smsRowsOf(db(), owner.user.id);
    expect(sent).toContain(verifications[0]?.phoneNumber);
  });
});
