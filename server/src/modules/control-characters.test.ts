import { describe, expect, it } from 'vitest';
import { apiClient, logIn, expectFieldErrors, fieldErrors } from '../../test/api-client';
import { signUpOwner, uniqueEmail } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { adminPayload, freshDate, ownerPayload, testClock } from '../../test/kits/booking-kit';

/**
 * docs/product.md#security: names, phones and slips reach mail headers and calendar invites, so
 * control characters (CR/LF above all) are refused where they enter, with a message next to the
 * field. Free text (notes, special requests) keeps line breaks and tabs: it only reaches mail
 * bodies.
 */

const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });

const INJECTION = '\r\nATTENDEE:mailto:evil@example.com';

describe('registration', () => {
  it('when the name, username or phone holds a control character, then 400 names each field and no account is made', async () => {
    const email = uniqueEmail();
    const res = await apiClient(t.app).post('/api/register', {
      email,
      password: 'harbor-pass-1',
      fullName: `Casey${INJECTION}`,
      username: 'casey\u0000admin',
      phoneNumber: '555\t0100',
      storageType: 'wet-slip',
    });
    expectFieldErrors(res, {
      fullName: 'Full name must not contain control characters',
      username: 'Username must not contain control characters',
      phoneNumber: 'Phone number must not contain control characters',
    });
    const login = await logIn(t.app, email, 'harbor-pass-1');
    expect(login.status).toBe(401);
  });
});

describe('profile', () => {
  it('when a name, phone or slip field holds a control character, then 400 per field and the profile is unchanged', async () => {
    const owner = await signUpOwner(t.app, { fullName: 'Before Change' });
    const res = await owner.client.post('/api/profile', {
      fullName: 'Morgan\u001b[31m Tide',
      phoneNumber: '555\u007f0199',
      wetSlipNumber: 'A-12\r\nB',
      dryStorageLocation: 'Rack\u000bB',
    });
    expectFieldErrors(res, {
      fullName: 'Full name must not contain control characters',
      phoneNumber: 'Phone number must not contain control characters',
      wetSlipNumber: 'Wet slip number must not contain control characters',
      dryStorageLocation: 'Dry storage location must not contain control characters',
    });
    expect((await owner.client.get('/api/user')).body.ownerName).toBe('Before Change');
  });

  it('when notes hold line breaks and tabs, then they are kept, but a bell is refused', async () => {
    const owner = await signUpOwner(t.app);
    const notes = 'Keel needs a soft strap.\r\nCall first:\tmornings only';
    const saved = await owner.client.post('/api/profile', { fullName: 'Morgan Tide', notes });
    expect(saved.status).toBe(200);
    expect(saved.body.profile.notes).toBe(notes);
    const bell = await owner.client.post('/api/profile', { notes: 'Ring\u0007' });
    expect(fieldErrors(bell.body)).toEqual({
      notes: 'Notes must not contain control characters',
    });
  });
});

describe('bookings', () => {
  it('when an owner’s special requests hold a line break, then the booking is made; a control character is refused', async () => {
    const owner = await signUpOwner(t.app);
    const specialRequests = 'Please check the zincs\nand the cutlass bearing';
    const made = await owner.client.post('/api/bookings', ownerPayload({ specialRequests }));
    expect(made.status).toBe(201);
    expect(made.body.booking.specialRequests).toBe(specialRequests);
    const refused = await owner.client.post(
      '/api/bookings',
      ownerPayload({ specialRequests: 'Zincs\u0000' }),
    );
    expectFieldErrors(refused, {
      specialRequests: 'Special requests must not contain control characters',
    });
  });

  it('when the office books with a name or phone carrying CRLF, then 400 per field and nothing is booked', async () => {
    const owner = await signUpOwner(t.app);
    const date = freshDate();
    const res = await t.admin.client.post(
      '/api/bookings',
      adminPayload(owner.user.id, {
        bookingDate: date,
        ownerName: `Jamie Hull${INJECTION}`,
        ownerPhone: '555\r\n0199',
      }),
    );
    expectFieldErrors(res, {
      ownerName: 'Name must not contain control characters',
      ownerPhone: 'Phone number must not contain control characters',
    });
    const list = await t.admin.client.get(`/api/bookings?from=${date}&to=${date}`);
    expect(list.body.total).toBe(0);
  });
});
