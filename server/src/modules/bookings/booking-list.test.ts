import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TIME_SLOTS } from '@shared/constants';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { book, freshDate } from '../../../test/kits/booking-kit';

/** An owner's own list and the admin list with its range, search, filters, sort and paging. */
const { t } = useBookingApp();

describe('reading bookings', () => {
  it("when an owner reads their list, then only their active bookings in date and deadline order; another owner's list is 403", async () => {
    const owner = await signUpOwner(t.app);
    const later = freshDate();
    const sooner = freshDate();
    const a = await book(owner, { bookingDate: later, timeSlot: '3:00 PM' });
    const b = await book(owner, { bookingDate: later, timeSlot: '10:00 AM' });
    const c = await book(owner, { bookingDate: '2030-06-20', timeSlot: '12:00 PM' });
    const cancelled = await book(owner, { bookingDate: sooner, timeSlot: '12:00 PM' });
    await owner.client.delete(`/api/bookings/${cancelled.body.booking.id}`);
    const res = await owner.client.get(`/api/bookings/user/${owner.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.bookings.map((x: { id: number }) => x.id)).toEqual([
      c.body.booking.id,
      b.body.booking.id,
      a.body.booking.id,
    ]);

    const other = await signUpOwner(t.app);
    const denied = await other.client.get(`/api/bookings/user/${owner.user.id}`);
    expect(denied.status).toBe(403);
    expect(denied.body.bookings).toBeUndefined();
    const asAdmin = await t.admin.client.get(`/api/bookings/user/${owner.user.id}`);
    expect(asAdmin.body.bookings).toHaveLength(3);
  });

  it('when an admin lists with a range, search, type, sort and paging, then the matching active bookings and their total', async () => {
    const date = freshDate();
    const owner = await signUpOwner(t.app, {
      fullName: 'Quincy Zebrafish',
      storageType: 'dry-storage',
      isVibMember: true,
    });
    const haul = await book(owner, {
      bookingDate: date,
      timeSlot: '3:00 PM',
      sourceSlipType: 'dry-storage',
      destination: 'wash-pad',
    });
    const launch = await book(owner, {
      bookingDate: date,
      timeSlot: '10:00 AM',
      serviceType: 'launch',
      sourceSlipType: 'wash-pad',
      destination: 'wet-slip',
    });
    const range = await t.admin.client.get(`/api/bookings?from=${date}&to=${date}`);
    expect(range.status).toBe(200);
    expect(range.body.total).toBe(2);
    expect(range.body.bookings.map((b: { id: number }) => b.id)).toEqual([
      launch.body.booking.id,
      haul.body.booking.id,
    ]);
    expect(range.body.bookings[0]).toMatchObject({
      ownerName: 'Quincy Zebrafish',
      profile: { storageType: 'dry-storage', isVibMember: true },
      user: { username: owner.email },
    });

    const byName = await t.admin.client.get('/api/bookings?q=zebraFISH');
    expect(byName.body.total).toBe(2);
    const byCode = await t.admin.client.get(
      `/api/bookings?q=${haul.body.booking.confirmationCode.toLowerCase()}`,
    );
    expect(byCode.body.bookings.map((b: { id: number }) => b.id)).toEqual([haul.body.booking.id]);
    const byEmail = await t.admin.client.get(
      `/api/bookings?q=${encodeURIComponent(owner.email.toUpperCase())}`,
    );
    expect(byEmail.body.total).toBe(2);
    const wildcard = await t.admin.client.get('/api/bookings?q=%25');
    expect(wildcard.body.total).toBe(0);

    const launches = await t.admin.client.get(
      `/api/bookings?from=${date}&to=${date}&serviceType=launch`,
    );
    expect(launches.body.bookings.map((b: { id: number }) => b.id)).toEqual([
      launch.body.booking.id,
    ]);
    const reversed = await t.admin.client.get(`/api/bookings?from=${date}&to=${date}&sort=-date`);
    expect(reversed.body.bookings.map((b: { id: number }) => b.id)).toEqual([
      haul.body.booking.id,
      launch.body.booking.id,
    ]);
    const byType = await t.admin.client.get(
      `/api/bookings?from=${date}&to=${date}&sort=-serviceType`,
    );
    expect(byType.body.bookings[0].serviceType).toBe('launch');
    const page = await t.admin.client.get(`/api/bookings?from=${date}&to=${date}&limit=1&offset=1`);
    expect(page.body).toMatchObject({ total: 2, bookings: [{ id: haul.body.booking.id }] });
  });

  it("when bookings are cancelled, deleted by the office or moved by hand-written SQL, then each window's total counts its active bookings", async () => {
    const date = freshDate();
    const later = freshDate();
    const owner = await signUpOwner(t.app);
    const haul = await book(owner, { bookingDate: date, timeSlot: '10:00 AM' });
    const launch = await book(owner, {
      bookingDate: date,
      timeSlot: '3:00 PM',
      serviceType: 'launch',
      sourceSlipType: 'wash-pad',
      destination: 'wet-slip',
    });
    const kept = await book(owner, { bookingDate: later, timeSlot: '12:00 PM' });
    const totalOf = async (query: string) =>
      (await t.admin.client.get(`/api/bookings?${query}`)).body.total as number;
    expect(await totalOf(`from=${date}&to=${later}`)).toBe(3);
    expect(await totalOf(`from=${date}&to=${date}&serviceType=launch`)).toBe(1);
    const search = `q=${encodeURIComponent(owner.email)}`;
    const searchPage = await t.admin.client.get(`/api/bookings?${search}&limit=1`);
    expect(searchPage.body).toMatchObject({ total: 3, bookings: [{ id: haul.body.booking.id }] });
    const pastTheEnd = await t.admin.client.get(`/api/bookings?${search}&offset=5`);
    expect(pastTheEnd.body).toEqual({ total: 3, bookings: [] });

    await owner.client.delete(`/api/bookings/${haul.body.booking.id}`);
    expect(await totalOf(`from=${date}&to=${date}`)).toBe(1);
    await t.admin.client.delete(`/api/bookings/${launch.body.booking.id}`);
    expect(await totalOf(`from=${date}&to=${date}`)).toBe(0);

    await t.database.db.execute(
      sql`update bookings set booking_date = ${date} where id = ${kept.body.booking.id}`,
    );
    expect(await totalOf(`from=${date}&to=${date}`)).toBe(1);
    expect(await totalOf(`from=${later}&to=${later}`)).toBe(0);
    expect(await totalOf(`from=${date}&to=${date}&serviceType=haul-out`)).toBe(1);

    // Unfiltered, the total is the number of rows the whole list holds.
    const all = await t.admin.client.get('/api/bookings?limit=1000');
    expect(all.body.total).toBe(all.body.bookings.length);
  });

  it.each([
    'limit=0',
    'limit=1001',
    'offset=-1',
    'from=2030-02-31',
    'sort=price',
    'serviceType=tow',
    'from=2030-07-02&to=2030-07-01',
  ])('when the list parameters are %s, then 400', async (query) => {
    const res = await t.admin.client.get(`/api/bookings?${query}`);
    expect(res.status, query).toBe(400);
  });

  it('when deadlines are sorted as text, then the order is still chronological', () => {
    expect([...TIME_SLOTS].sort()).toEqual([...TIME_SLOTS]);
  });
});
