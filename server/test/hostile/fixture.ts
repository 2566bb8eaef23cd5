import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import type { TestApp } from '../test-app';
import { uniqueEmail } from '../factories';
import { sessionCookieOf, type Role } from './wire';

const PASSWORD = 'harbor-pass-1';
const XHR = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

/**
 * The people and rows a hostile run aims at: a signed-in owner with a booking, a signed-in
 * admin, a date override. A run may sign them out, delete the owner, demote the admin or
 * cancel the booking; `repair` puts the cast back, so every run meets the same roles.
 */
export class HostileFixture {
  ownerEmail = '';
  ownerId = 0;
  adminId = 0;
  bookingId = 0;
  overrideId = 0;
  private cookies: Record<Exclude<Role, 'anonymous'>, string> = { owner: '', admin: '' };
  private adminEmail = uniqueEmail('hostile-admin');

  constructor(
    private readonly testApp: TestApp,
    private readonly baseUrl: string,
  ) {}

  readonly password = PASSWORD;

  cookieFor(role: Role): string | undefined {
    return role === 'anonymous' ? undefined : this.cookies[role];
  }

  /** Ids a path may name: the cast's own rows, so a hostile body meets real records. */
  realIds(): number[] {
    return [this.ownerId, this.adminId, this.bookingId, this.overrideId];
  }

  async setUp(serviceDate: string): Promise<void> {
    await this.register(this.adminEmail);
    await this.testApp.database.db
      .update(users)
      .set({ role: 'manager' })
      .where(eq(users.email, this.adminEmail));
    this.cookies.admin = await this.signIn(this.adminEmail);
    this.adminId = (await this.whoAmI(this.cookies.admin))!.id;
    await this.newOwner();
    const booking = await this.call('POST', '/api/bookings', this.cookies.owner, {
      serviceType: 'haul-out',
      sourceSlipType: 'my-wet-slip',
      destination: 'wash-pad',
      bookingDate: serviceDate,
      timeSlot: '12:00 PM',
    });
    this.bookingId = (booking.body as { booking: { id: number } }).booking.id;
    const override = await this.call('PUT', '/api/admin/slot-overrides', this.cookies.admin, {
      date: serviceDate,
      timeSlot: '3:00 PM',
      capacity: 6,
    });
    this.overrideId = (override.body as { override: { id: number } }).override.id;
  }

  /** After a run that changed something: sign the cast back in, with their roles as set up. */
  async repair(): Promise<void> {
    const db = this.testApp.database.db;
    await db.update(users).set({ role: 'manager' }).where(eq(users.id, this.adminId));
    await db.update(users).set({ role: 'owner' }).where(eq(users.id, this.ownerId));
    if ((await this.whoAmI(this.cookies.admin))?.id !== this.adminId) {
      this.cookies.admin = await this.signIn(this.adminEmail);
    }
    if ((await this.whoAmI(this.cookies.owner))?.id === this.ownerId) return;
    const [owner] = await db.select().from(users).where(eq(users.id, this.ownerId));
    if (owner) this.cookies.owner = await this.signIn(this.ownerEmail);
    else await this.newOwner();
  }

  private async newOwner(): Promise<void> {
    this.ownerEmail = uniqueEmail('hostile-owner');
    this.cookies.owner = await this.register(this.ownerEmail);
    this.ownerId = (await this.whoAmI(this.cookies.owner))!.id;
  }

  private async register(email: string): Promise<string> {
    const res = await this.call('POST', '/api/register', undefined, {
      email,
      password: PASSWORD,
      fullName: 'Casey Mariner',
      storageType: 'wet-slip',
      phoneNumber: '555-0100',
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status}`);
    return res.cookie!;
  }

  private async signIn(email: string): Promise<string> {
    const res = await this.call('POST', '/api/login', undefined, { email, password: PASSWORD });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
    return res.cookie!;
  }

  private async whoAmI(cookie: string): Promise<{ id: number } | undefined> {
    const res = await this.call('GET', '/api/user', cookie);
    return res.status === 200 ? (res.body as { id: number }) : undefined;
  }

  private async call(method: string, path: string, cookie?: string, body?: object) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...XHR, ...(cookie ? { Cookie: cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return {
      status: response.status,
      body: await response.json(),
      cookie: sessionCookieOf(response.headers) ?? cookie,
    };
  }
}
