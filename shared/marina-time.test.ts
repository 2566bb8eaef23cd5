import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTICE_HOURS, SLOT_START_HOUR, TIME_SLOTS } from './constants';
import {
  addServiceDays,
  isTodayOrLater,
  isValidServiceDate,
  marinaDate,
  marinaDateTime,
  marinaDayStart,
  marinaToday,
  meetsAdvanceNotice,
  slotStart,
} from './marina-time';

/** Zones with DST at odd hours, half-hour DST, +14, -11 and the date line. */
const ZONES = [
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'America/Santiago',
  'Asia/Kolkata',
  'Pacific/Apia',
  'UTC',
] as const;

/** An oracle independent of date-fns: what the zone's wall clock reads at an instant. */
function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Calendar dates 2000-2099, weighted towards March/April and Sept-Nov where DST changes. */
const serviceDate = fc
  .record({
    year: fc.integer({ min: 2000, max: 2099 }),
    month: fc.oneof(fc.constantFrom(3, 4, 9, 10, 11), fc.integer({ min: 1, max: 12 })),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ year, month, day }) => isValidServiceDate(`${year}-${pad(month)}-${pad(day)}`))
  .map(({ year, month, day }) => `${year}-${pad(month)}-${pad(day)}`);

const zone = fc.constantFrom(...ZONES);
const timeSlot = fc.constantFrom(...TIME_SLOTS);

describe('marina time', () => {
  it("when a slot starts, then the zone's wall clock shows the slot hour on that date", () => {
    fc.assert(
      fc.property(serviceDate, timeSlot, zone, (date, slot, tz) => {
        const clock = wallClock(slotStart(date, slot, tz), tz);
        expect(clock).toEqual({ date, hour: SLOT_START_HOUR[slot], minute: 0, second: 0 });
      }),
      { numRuns: 2000 },
    );
  });

  it('when a slot start is read back as a marina date, then it is the service date', () => {
    fc.assert(
      fc.property(serviceDate, timeSlot, zone, (date, slot, tz) => {
        expect(marinaDate(slotStart(date, slot, tz), tz)).toBe(date);
      }),
      { numRuns: 2000 },
    );
  });

  it('when any instant is given, then marinaDate matches the zone calendar', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        zone,
        (instant, tz) => {
          expect(marinaDate(instant, tz)).toBe(wallClock(instant, tz).date);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('when checking the notice rule, then it equals "start - now >= 24h" to the millisecond', () => {
    fc.assert(
      fc.property(
        serviceDate,
        timeSlot,
        zone,
        fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }),
        (date, slot, tz, offsetMs) => {
          const start = slotStart(date, slot, tz).getTime();
          const now = new Date(start - NOTICE_HOURS * 3_600_000 + offsetMs);
          expect(meetsAdvanceNotice(date, slot, now, tz)).toBe(
            start - now.getTime() >= 24 * 3_600_000,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('when now is exactly 24 hours before the start, then the slot can still be booked; a millisecond later it cannot', () => {
    const start = slotStart('2026-03-08', '10:00 AM', 'America/New_York');
    // New York loses an hour early on 8 March 2026: 24h before 10:00 that day is 09:00 on the 7th.
    expect(wallClock(new Date(start.getTime() - 86_400_000), 'America/New_York').hour).toBe(9);
    expect(
      meetsAdvanceNotice(
        '2026-03-08',
        '10:00 AM',
        new Date(start.getTime() - 86_400_000),
        'America/New_York',
      ),
    ).toBe(true);
    expect(
      meetsAdvanceNotice(
        '2026-03-08',
        '10:00 AM',
        new Date(start.getTime() - 86_399_999),
        'America/New_York',
      ),
    ).toBe(false);
  });

  it('when adding days, then the calendar moves by whole days whatever the process zone', () => {
    fc.assert(
      fc.property(serviceDate, fc.integer({ min: -400, max: 400 }), (date, days) => {
        const [y, m, d] = date.split('-').map(Number) as [number, number, number];
        const expected = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
        expect(addServiceDays(date, days)).toBe(expected);
      }),
    );
    // Samoa skipped 30 December 2011 entirely; calendar arithmetic must not.
    expect(addServiceDays('2011-12-29', 1)).toBe('2011-12-30');
  });

  it('when the marina day has begun, then today is allowed for admins and yesterday is not', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-02'), max: new Date('2099-12-30'), noInvalidDate: true }),
        zone,
        (now, tz) => {
          const today = marinaToday(now, tz);
          expect(isTodayOrLater(today, now, tz)).toBe(true);
          expect(isTodayOrLater(addServiceDays(today, 1), now, tz)).toBe(true);
          expect(isTodayOrLater(addServiceDays(today, -1), now, tz)).toBe(false);
        },
      ),
    );
  });

  it('when a date is not a real calendar date, then it is not a valid service date', () => {
    for (const bad of [
      '2026-02-30',
      '2026-13-01',
      '2026-1-01',
      '20260101',
      '2026-00-10',
      '',
      '2026-02-29',
    ]) {
      expect(isValidServiceDate(bad)).toBe(false);
    }
    expect(isValidServiceDate('2028-02-29')).toBe(true);
  });

  it('when a marina day starts, then the instant reads as that date and a millisecond earlier as the day before', () => {
    fc.assert(
      fc.property(serviceDate, zone, (date, timeZone) => {
        // Pacific/Apia skipped 2011-12-30 altogether: it has no start.
        fc.pre(!(timeZone === 'Pacific/Apia' && date === '2011-12-30'));
        const start = marinaDayStart(date, timeZone);
        expect(wallClock(start, timeZone).date).toBe(date);
        const before = wallClock(new Date(start.getTime() - 1), timeZone).date;
        expect(before < date).toBe(true);
      }),
    );
    // New York's spring-forward and fall-back days still begin at local midnight.
    expect(marinaDayStart('2026-03-08', 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(marinaDayStart('2026-11-01', 'America/New_York').toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
  });

  it("when an instant is shown as marina date and time, then it is the zone's wall clock, midnight as 00", () => {
    fc.assert(
      fc.property(serviceDate, timeSlot, zone, (date, slot, tz) => {
        const shown = marinaDateTime(slotStart(date, slot, tz), tz);
        expect(shown).toBe(`${date} ${String(SLOT_START_HOUR[slot]).padStart(2, '0')}:00`);
      }),
    );
    expect(marinaDateTime(new Date('2026-11-26T05:00:00Z'), 'America/New_York')).toBe(
      '2026-11-26 00:00',
    );
  });

  it('when instants are asked about in order across years of clock changes, then each marina date is the one its wall clock shows', () => {
    // marinaDate keeps the last day it computed per zone; walking time in steps crosses every
    // midnight and clock change of two years, so a wrongly kept day would show here.
    for (const tz of [...ZONES, 'Asia/Beirut', 'America/Havana']) {
      const reference = new Intl.DateTimeFormat('en-CA', { timeZone: tz, dateStyle: 'short' });
      const wrong: string[] = [];
      const instants: number[] = [];
      for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2027, 0, 1); at += 233 * 60_000) {
        instants.push(at);
      }
      // Forwards, then backwards: a kept day must hold at both of its ends.
      for (const at of [...instants, ...instants.reverse()]) {
        const shown = marinaDate(new Date(at), tz);
        if (shown !== reference.format(at)) wrong.push(`${new Date(at).toISOString()} ${shown}`);
      }
      expect(wrong, tz).toEqual([]);
    }
  });

  it('when a deadline start is asked again, then it is the same instant and a new Date each time', () => {
    const first = slotStart('2026-03-08', '10:00 AM', 'America/New_York');
    first.setTime(0);
    expect(slotStart('2026-03-08', '10:00 AM', 'America/New_York').toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    );
  });
});
