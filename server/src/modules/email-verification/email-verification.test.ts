import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVALID_VERIFICATION_MESSAGE } from '@shared/messages/email-verification';
import { apiClient } from '../../../test/api-client';
import { signUpOwner, uniqueEmail } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { adminPayload, ownerPayload } from '../../../test/kits/booking-kit';
import { verificationMails, verificationToken } from '../../../test/kits/verification-kit';
import { emailVerificationTokens } from '../../db/schema';
import { hashVerificationToken } from './email-verification-service';

/**
 * docs/product.md#email: mail goes to a preferred email only once its owner has proven they read
 * it.
 */
const { t, clock, mailsFor } = useBookingApp();
const HOUR = 3_600_000;

async function ownerPreferring(preferredEmail: string) {
  const owner = await signUpOwner(t.app, { fullName: 'Dana Dock' });
  const saved = await owner.client.post('/api/profile', {
    fullName: 'Dana Dock',
    storageType: 'wet-slip',
    preferredEmail,
  });
  expect(saved.status).toBe(200);
  return { owner, profile: saved.body.profile };
}

const verify = (token: string) => apiClient(t.app).post('/api/verify-email', { token });

describe('a new preferred email', () => {
  it('when an owner saves another address, then it is unverified and a link is mailed to it, with the token kept only hashed', async () => {
    const preferred = uniqueEmail('pref');
    const { owner, profile } = await ownerPreferring(preferred);
    expect(profile).toMatchObject({ preferredEmail: preferred, preferredEmailVerified: false });
    const [mail] = await verificationMails(t.database.db, preferred);
    expect(mail).toMatchObject({ status: 'pending' });
    const payload = mail!.payload as { verifyUrl: string };
    expect(payload.verifyUrl).toMatch(/^http:\/\/app\.test\/verify-email\?token=[\w-]{43}$/);
    const token = await verificationToken(t.database.db, preferred);
    const stored = await t.database.db
      .select({ tokenHash: emailVerificationTokens.tokenHash })
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, owner.user.id));
    expect(stored).toEqual([{ tokenHash: hashVerificationToken(token) }]);
    expect(JSON.stringify(stored)).not.toContain(token);
    const again = await owner.client.post('/api/profile', {
      fullName: 'Dana Dock',
      preferredEmail: preferred,
    });
    expect(again.body.profile.preferredEmailVerified).toBe(false);
    expect(await verificationMails(t.database.db, preferred)).toHaveLength(1);
  });

  it('when the link is followed, then the address is verified, and a second use is refused', async () => {
    const preferred = uniqueEmail('pref');
    const { owner } = await ownerPreferring(preferred);
    const token = await verificationToken(t.database.db, preferred);
    const first = await verify(token);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Email verified');
    const read = await owner.client.get('/api/profile');
    expect(read.body.profile.preferredEmailVerified).toBe(true);
    const second = await verify(token);
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({
      code: 'invalid_verification_token',
      message: INVALID_VERIFICATION_MESSAGE,
    });
  });

  it('when the link is followed after 24 hours, then it is refused and the address stays unverified', async () => {
    const preferred = uniqueEmail('pref');
    const { owner } = await ownerPreferring(preferred);
    const token = await verificationToken(t.database.db, preferred);
    clock.instant = new Date(clock.instant.getTime() + 24 * HOUR + 1000);
    const res = await verify(token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INVALID_VERIFICATION_MESSAGE);
    expect((await owner.client.get('/api/profile')).body.profile.preferredEmailVerified).toBe(
      false,
    );
  });

  it('when the token is unknown or missing, then 400 with a clear message', async () => {
    const unknown = await verify('A'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(INVALID_VERIFICATION_MESSAGE);
    const missing = await apiClient(t.app).post('/api/verify-email', {});
    expect(missing.status).toBe(400);
  });

  it('when the owner changes the address again, then the old link no longer verifies anything', async () => {
    const first = uniqueEmail('first');
    const { owner } = await ownerPreferring(first);
    const oldToken = await verificationToken(t.database.db, first);
    const second = uniqueEmail('second');
    await owner.client.post('/api/profile', { fullName: 'Dana Dock', preferredEmail: second });
    expect((await verify(oldToken)).status).toBe(400);
    expect((await verify(await verificationToken(t.database.db, second))).status).toBe(200);
    const read = await owner.client.get('/api/profile');
    expect(read.body.profile).toMatchObject({
      preferredEmail: second,
      preferredEmailVerified: true,
    });
  });

  it('when a verified address is changed, then the new one is unverified again', async () => {
    const first = uniqueEmail('first');
    const { owner } = await ownerPreferring(first);
    await verify(await verificationToken(t.database.db, first));
    const res = await owner.client.post('/api/profile', {
      fullName: 'Dana Dock',
      preferredEmail: uniqueEmail('next'),
    });
    expect(res.body.profile.preferredEmailVerified).toBe(false);
  });

  it('when the preferred email is the account email (any case), then it is verified and nothing is mailed', async () => {
    const owner = await signUpOwner(t.app);
    const res = await owner.client.post('/api/profile', {
      fullName: 'Casey Mariner',
      preferredEmail: owner.email.toUpperCase(),
    });
    expect(res.body.profile.preferredEmailVerified).toBe(true);
    expect(await verificationMails(t.database.db, owner.email.toUpperCase())).toHaveLength(0);
    const resend = await owner.client.post('/api/profile/email-verification', {});
    expect(resend.status).toBe(409);
  });
});

describe('POST /api/profile/email-verification (send again)', () => {
  it('when asked again after a minute, then a new link goes and the old one stops working', async () => {
    const preferred = uniqueEmail('pref');
    const { owner } = await ownerPreferring(preferred);
    const oldToken = await verificationToken(t.database.db, preferred);
    const tooSoon = await owner.client.post('/api/profile/email-verification', {});
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/wait a minute/i);
    clock.instant = new Date(clock.instant.getTime() + 61_000);
    const res = await owner.client.post('/api/profile/email-verification', {});
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/sent/i);
    expect(await verificationMails(t.database.db, preferred)).toHaveLength(2);
    expect((await verify(oldToken)).status).toBe(400);
    expect((await verify(await verificationToken(t.database.db, preferred))).status).toBe(200);
  });

  it('when an owner has had 5 links in a day, then more are refused, by resend and by saving', async () => {
    const { owner } = await ownerPreferring(uniqueEmail('pref'));
    for (let i = 0; i < 4; i++) {
      clock.instant = new Date(clock.instant.getTime() + 61_000);
      expect((await owner.client.post('/api/profile/email-verification', {})).status).toBe(200);
    }
    clock.instant = new Date(clock.instant.getTime() + 61_000);
    const refused = await owner.client.post('/api/profile/email-verification', {});
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/tomorrow/i);
    const stranger = uniqueEmail('stranger');
    const saved = await owner.client.post('/api/profile', {
      fullName: 'Dana Dock',
      preferredEmail: stranger,
    });
    expect(saved.status).toBe(200);
    expect(await verificationMails(t.database.db, stranger)).toHaveLength(0);
  });

  it('when signed out, then 401', async () => {
    const res = await apiClient(t.app).post('/api/profile/email-verification', {});
    expect(res.status).toBe(401);
  });
});

describe('where booking mail goes', () => {
  it('when the preferred email is unverified, then booking mail goes to the account email; once verified, to the preferred one', async () => {
    const preferred = uniqueEmail('pref');
    const { owner } = await ownerPreferring(preferred);
    const before = await owner.client.post('/api/bookings', ownerPayload());
    expect(before.status).toBe(201);
    expect(before.body.booking.ownerEmail).toBe(owner.email);
    expect((await mailsFor(before.body.booking.id))[0]!.recipient).toBe(owner.email);

    await verify(await verificationToken(t.database.db, preferred));
    const cancelled = await owner.client.delete(`/api/bookings/${before.body.booking.id}`);
    expect(cancelled.status).toBeLessThan(300);
    const mails = await mailsFor(before.body.booking.id);
    expect(mails.find((m) => m.kind === 'booking-cancelled')?.recipient).toBe(preferred);
    const after = await owner.client.post('/api/bookings', ownerPayload());
    expect(after.body.booking.ownerEmail).toBe(preferred);
    expect((await mailsFor(after.body.booking.id))[0]!.recipient).toBe(preferred);
  });

  it('when the office books for an owner with an unverified preferred email, then the confirmation goes to the account email', async () => {
    const preferred = uniqueEmail('pref');
    const { owner } = await ownerPreferring(preferred);
    const admin = t.admin;
    const res = await admin.client.post(
      '/api/bookings',
      adminPayload(owner.user.id, {
        serviceType: 'haul-out',
        sourceSlipType: 'my-wet-slip',
        destination: 'wash-pad',
        ownerEmail: preferred,
      }),
    );
    expect(res.status).toBe(201);
    expect((await mailsFor(res.body.booking.id))[0]!.recipient).toBe(owner.email);
  });
});
