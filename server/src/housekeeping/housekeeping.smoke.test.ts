import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVALID_RESET_MESSAGE } from '@shared/messages/password-reset';
import { BOOKING_MESSAGES } from '@shared/messages/bookings';
import { apiClient } from '../../test/api-client';
import { signUpOwner } from '../../test/factories';
import { ownerPayload } from '../../test/kits/booking-kit';
import { useTestApp } from '../../test/use-test-app';
import { mailQueue } from '../db/schema';
import { createLogger } from '../lib/logger';
import { createHousekeeper } from './housekeeper';

/** npm test's one pass of housekeeping over rows the API left, on the embedded engine. */
const t = useTestApp();

const DAY_MS = 24 * 60 * 60_000;

describe('housekeeping smoke', () => {
  it('when a pass runs a day after an owner booked with a key and asked for a reset link, then the key and the link are gone and the owner is still signed in', async () => {
    const owner = await signUpOwner(t.app);
    const payload = ownerPayload();
    const bookOnce = () =>
      owner.client.post('/api/bookings', payload).set('Idempotency-Key', 'smoke-booking-1');
    const booked = await bookOnce();
    expect(booked.status).toBe(201);
    const replayed = await bookOnce();
    expect(replayed.status).toBe(201);
    expect(replayed.body).toEqual(booked.body);

    const forgot = await apiClient(t.app).post('/api/forgot-password', { email: owner.email });
    expect(forgot.status).toBe(200);
    const [resetMail] = await t.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.recipient, owner.email), eq(mailQueue.kind, 'password-reset')));
    const resetUrl = (resetMail?.payload as { resetUrl: string }).resetUrl;
    const token = new URL(resetUrl).searchParams.get('token')!;

    // A day and an hour on: the key's 24 hours and the link's hour are over, the session's 14 days are not.
    const later = new Date(Date.now() + DAY_MS + 60 * 60_000);
    const keeper = createHousekeeper({
      db: t.database.db,
      config: { ...t.config, HOUSEKEEPING_BATCH_SIZE: 100 },
      logger: createLogger('silent'),
      now: () => later,
    });
    expect(await keeper.runOnce()).toMatchObject({
      sessions: 0,
      idempotencyKeys: 1,
      passwordResetTokens: 1,
    });

    expect((await owner.client.get('/api/user')).body.email).toBe(owner.email);
    expect((await owner.client.get(`/api/bookings/user/${owner.user.id}`)).body).toEqual({
      bookings: [booked.body.booking],
    });
    // The key is forgotten: the same request is a new one, and meets the booking it made.
    const afresh = await bookOnce();
    expect(afresh.status).toBe(409);
    expect(afresh.body.message).toBe(BOOKING_MESSAGES.duplicate);
    const spent = await apiClient(t.app).post('/api/reset-password', {
      token,
      email: owner.email,
      newPassword: 'late-harbor-pass',
      confirmPassword: 'late-harbor-pass',
    });
    expect(spent.status).toBe(400);
    expect(spent.body.message).toBe(INVALID_RESET_MESSAGE);
  });
});
