import { describe, expect, it } from 'vitest';
import {
  EMAIL_VERIFIED_MESSAGE,
  INVALID_VERIFICATION_MESSAGE,
} from '@shared/messages/email-verification';
import { apiClient } from '../../../test/api-client';
import { signUpOwner, uniqueEmail } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { ownerPayload } from '../../../test/kits/booking-kit';
import { verificationToken } from '../../../test/kits/verification-kit';

/** npm test's one pass over preferred-email verification on the embedded engine. */
const { t } = useBookingApp();

describe('email-verification smoke', () => {
  it('when an owner saves another email and follows the link mailed to it, then it reads verified and their next booking uses it', async () => {
    const owner = await signUpOwner(t.app, { fullName: 'Dana Dock' });
    const preferred = uniqueEmail('pref');
    const saved = await owner.client.post('/api/profile', {
      fullName: 'Dana Dock',
      storageType: 'wet-slip',
      preferredEmail: preferred,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({
      preferredEmail: preferred,
      preferredEmailVerified: false,
    });
    // Unproven, the address gets nothing but the link.
    const before = await owner.client.post('/api/bookings', ownerPayload());
    expect(before.body.booking.ownerEmail).toBe(owner.email);

    // The link is opened in a browser that may not be signed in.
    const token = await verificationToken(t.database.db, preferred);
    const followed = await apiClient(t.app).post('/api/verify-email', { token });
    expect(followed.status).toBe(200);
    expect(followed.body).toEqual({ message: EMAIL_VERIFIED_MESSAGE });
    expect((await owner.client.get('/api/profile')).body.profile).toMatchObject({
      preferredEmail: preferred,
      preferredEmailVerified: true,
    });
    const after = await owner.client.post('/api/bookings', ownerPayload());
    expect(after.status).toBe(201);
    expect(after.body.booking.ownerEmail).toBe(preferred);

    const again = await apiClient(t.app).post('/api/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID_VERIFICATION_MESSAGE);
  });
});
