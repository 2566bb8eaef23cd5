import type { Booking } from '@shared/api/booking-views';
import type { PublicUser } from '@shared/api/users';
import type { TimeSlot } from '@shared/constants';

/** What came back: the status and the JSON body (null when there was none). */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * A signed-in owner talking to the app (or to a balancer in front of it) as the browser does:
 * the session cookie and the header the CSRF guard asks for. Each owner claims its own client
 * address through X-Forwarded-For (the instances trust loopback proxies), as owners behind a
 * real balancer come from many addresses: the per-address sign-up limit then applies per owner.
 * A connection error is thrown, never turned into an answer.
 */
export class OwnerSession {
  private cookie = '';
  user: PublicUser | undefined;

  constructor(
    private readonly baseUrl: string,
    readonly email: string,
    private readonly clientAddress: string,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<ApiAnswer> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-forwarded-for': this.clientAddress,
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
    if (cookie) this.cookie = cookie;
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  bookHaulOut(bookingDate: string, timeSlot: TimeSlot): Promise<ApiAnswer> {
    return this.call('POST', '/api/bookings', {
      serviceType: 'haul-out',
      sourceSlipType: 'my-wet-slip',
      destination: 'wash-pad',
      bookingDate,
      timeSlot,
    });
  }

  async ownBookings(): Promise<Booking[]> {
    const answer = await this.call('GET', `/api/bookings/user/${this.userId}`);
    if (answer.status !== 200) throw new Error(`own bookings: ${answer.status}`);
    return (answer.body as { bookings: Booking[] }).bookings;
  }

  get userId(): number {
    if (!this.user) throw new Error(`${this.email} is not registered`);
    return this.user.id;
  }
}

/** Owners with wet slips (so a haul-out from their slip is legal), each signed in. */
export async function registerOwners(
  baseUrl: string,
  count: number,
  label: string,
): Promise<OwnerSession[]> {
  const owners = Array.from(
    { length: count },
    (_, index) =>
      new OwnerSession(
        baseUrl,
        `${label}-${index}@owners.test`,
        `10.${Math.floor(index / 250)}.${index % 250}.${1 + (index % 7)}`,
      ),
  );
  await Promise.all(
    owners.map(async (owner, index) => {
      const answer = await owner.call('POST', '/api/register', {
        email: owner.email,
        password: 'owner-password',
        fullName: `Owner ${label} ${index}`,
        storageType: 'wet-slip',
      });
      if (answer.status !== 201) {
        throw new Error(`register ${owner.email}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      owner.user = answer.body as PublicUser;
    }),
  );
  return owners;
}

/** Marina dates `from` to `to` days ahead: far enough for the 24-hour notice in any zone. */
export function datesAhead(from: number, to: number): string[] {
  const today = Date.now();
  return Array.from({ length: to - from + 1 }, (_, index) =>
    new Date(today + (from + index) * 86_400_000).toISOString().slice(0, 10),
  );
}

export const isBooking = (body: unknown): body is { booking: Booking } =>
  typeof body === 'object' && body !== null && 'booking' in body;
