/**
 * Fills a running release with a yard's worth of data through its own HTTP API, for the
 * upgrade fixture (docs/operations.md, "The upgrade fixture"). Only calls that every release
 * since c4be3a9 answers, so the same script seeds the next fixture.
 *
 *   tsx server/test/upgrade/seed-release.ts http://127.0.0.1:4610 admin@… password
 */
const [base, adminEmail, adminPassword] = process.argv.slice(2);
if (!base || !adminEmail || !adminPassword) {
  console.error('usage: seed-release.ts <url> <admin email> <admin password>');
  process.exit(2);
}

export {};

class Session {
  private cookie = '';
  async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(base + path, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        origin: base!,
        cookie: this.cookie,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
}

// From the wash pad to the wash pad and on to a wet slip: open to every storage type.
const haulOut = (bookingDate: string, timeSlot: string, specialRequests: string | null = null) => ({
  serviceType: 'haul-out',
  sourceSlipType: 'wash-pad',
  destination: 'wash-pad',
  specialRequests,
  bookingDate,
  timeSlot,
});
const launch = (bookingDate: string, timeSlot: string) => ({
  serviceType: 'launch',
  sourceSlipType: 'wash-pad',
  destination: 'wet-slip',
  specialRequests: null,
  bookingDate,
  timeSlot,
});

const PASSWORD = 'Upgrade-Fixture-1';
const owners = [
  { email: 'casey.mariner@example.test', fullName: 'Casey Mariner', storageType: 'wet-slip' },
  { email: 'jordan.keel@example.test', fullName: 'Jordan Keel', storageType: 'dry-storage' },
  { email: 'riley.bow@example.test', fullName: 'Riley Bow', storageType: 'covered-dry-storage' },
];

const admin = new Session();
await admin.call('POST', '/api/login', { email: adminEmail, password: adminPassword });

const sessions: Session[] = [];
for (const owner of owners) {
  const session = new Session();
  await session.call('POST', '/api/register', {
    ...owner,
    password: PASSWORD,
    phoneNumber: '555-0100',
    isVibMember: owner.storageType === 'wet-slip',
  });
  await session.call('POST', '/api/profile', {
    fullName: owner.fullName,
    storageType: owner.storageType,
    phoneNumber: '555-0100',
    ...(owner.storageType === 'wet-slip' ? { wetSlipNumber: 'B-14' } : {}),
  });
  sessions.push(session);
}
const [casey, jordan, riley] = sessions as [Session, Session, Session];

// A full deadline (capacity 1) with a queue behind it.
await admin.call('PUT', '/api/admin/slot-overrides', {
  date: '2027-04-06',
  timeSlot: '10:00 AM',
  capacity: 1,
});
await casey.call('POST', '/api/bookings', {
  ...haulOut('2027-04-06', '10:00 AM', 'Check the zincs'),
  sourceSlipType: 'my-wet-slip',
});
await jordan.call('POST', '/api/waitlist', haulOut('2027-04-06', '10:00 AM'));

await casey.call('POST', '/api/bookings', launch('2027-05-11', '12:00 PM'));
const moved = (await jordan.call('POST', '/api/bookings', launch('2027-04-13', '3:00 PM'))) as {
  booking: { id: number };
};
await jordan.call('POST', `/api/bookings/${moved.booking.id}/reschedule`, {
  bookingDate: '2027-04-14',
  timeSlot: '12:00 PM',
});
const cancelled = (await riley.call(
  'POST',
  '/api/bookings',
  haulOut('2027-04-20', '10:00 AM'),
)) as {
  booking: { id: number };
};
await riley.call('DELETE', `/api/bookings/${cancelled.booking.id}`);
await riley.call('POST', '/api/bookings', haulOut('2027-04-21', '3:00 PM'));

// The office: a closed day, a default capacity, a lift on a booking, a booking for a customer.
await admin.call('PUT', '/api/admin/slot-overrides', {
  date: '2027-04-27',
  closed: true,
  reason: 'Travel lift service',
});
await admin.call('PUT', '/api/admin/capacity', { timeSlot: '3:00 PM', capacity: 3 });
const lift = (await admin.call('POST', '/api/lifts', { name: 'Travel lift 1' })) as {
  lift: { id: number };
};
await admin.call('PATCH', `/api/bookings/${moved.booking.id}/lift`, { liftId: lift.lift.id });
const users = (await admin.call('GET', '/api/users')) as {
  users: { id: number; email: string }[];
};
const rileyId = users.users.find((u) => u.email === 'riley.bow@example.test')!.id;
await admin.call('POST', '/api/bookings', {
  userId: rileyId,
  serviceType: 'launch',
  sourceSlipType: 'dry-storage',
  destination: 'wet-slip',
  bookingDate: '2027-05-04',
  timeSlot: '12:00 PM',
  ownerName: 'Riley Bow',
  ownerEmail: 'riley.bow@example.test',
  ownerPhone: '555-0103',
  isVibMember: false,
  specialRequests: 'Mast up',
});

// A weather hold that moves a booking on.
await casey.call('POST', '/api/bookings', haulOut('2027-05-18', '10:00 AM'));
await admin.call('POST', '/api/weather-holds', {
  date: '2027-05-18',
  timeSlots: ['10:00 AM'],
  reason: 'Gale warning',
});
await casey.call('POST', '/api/calendar/feeds/owner');

console.log('seeded', base);
