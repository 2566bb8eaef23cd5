import { describe, expect, it } from 'vitest';
import type { DatedService, LiftLoadInputs } from '../../db/lift-load-inputs';
import { judgeDeadline } from '../bookings/deadline-rules';
import { boatRoom, deadlineForBoat } from './boat-room';

/**
 * What one read of the lift loads gives each boat (docs/product.md#lifts). A read is shared by
 * every boat asked about while it is kept, and what is worked out from it is kept with it: each
 * boat must still get exactly what the deciding function says for that boat alone.
 */
const lift = (id: number, maxBeamM: number, perDeadline: number) => ({
  id,
  name: `Lift ${id}`,
  maxWeightKg: null,
  maxBeamM,
  maxLengthM: null,
  perDeadline,
});
const service = (id: number, beamM: number): DatedService => ({
  id,
  liftId: null,
  bookingDate: '2027-03-01',
  timeSlot: '10:00 AM',
  confirmationCode: `C${id}`,
  ownerName: 'Owner',
  name: `Boat ${id}`,
  pastLiftRules: false,
  serviceStatus: 'scheduled',
  boat: { weightKg: null, beamM, lengthM: 10 },
});
const boat = (beamM: number | null) => ({ weightKg: null, beamM, lengthM: 10 });

// A big lift (4.6 m, one a deadline) holding a big boat; a small one (3 m, two a deadline).
const read: LiftLoadInputs = { lifts: [lift(1, 4.6, 1), lift(2, 3, 2)], services: [service(9, 4)] };
const deadline = {
  date: '2027-03-01',
  timeSlot: '10:00 AM' as const,
  closed: false,
  capacity: 5,
  taken: 1,
};

describe('one read of the lift loads, many boats', () => {
  it('when boats of different sizes, then the same sizes again, ask about one deadline of a shared read, then each gets its own answer, as the deciding function gives it', () => {
    const asked = [boat(4.2), boat(2.5), boat(6), boat(4.4), boat(2.9), boat(null)];
    const answers = asked.map((size) => deadlineForBoat(boatRoom(size, read), deadline));
    expect(answers.map((v) => (v.ok ? v.places : v.code))).toEqual([
      'lift_full',
      2,
      'no_lift_fits',
      'lift_full',
      2,
      2,
    ]);
    asked.forEach((size, i) =>
      expect(answers[i]).toEqual(
        judgeDeadline(
          { ...deadline, holders: [], lifts: read.lifts, services: read.services },
          { holder: { userId: 0, boatId: null }, boat: size, placesWanted: 4 },
        ),
      ),
    );
  });

  it('when a boat no lift takes asks, then the refusal names its own size, not another’s', () => {
    const wide = deadlineForBoat(boatRoom(boat(6), read), deadline);
    const wider = deadlineForBoat(boatRoom(boat(7.5), read), deadline);
    expect(wide).toMatchObject({ code: 'no_lift_fits', why: { size: 6 } });
    expect(wider).toMatchObject({ code: 'no_lift_fits', why: { size: 7.5 } });
  });

  it('when the deadline’s own counts differ between asks, then the places follow them', () => {
    const room = boatRoom(boat(2.5), read);
    expect(deadlineForBoat(room, deadline)).toMatchObject({ ok: true, places: 2 });
    expect(deadlineForBoat(room, { ...deadline, capacity: 2 })).toMatchObject({ places: 1 });
    expect(deadlineForBoat(room, { ...deadline, taken: 5 })).toMatchObject({ code: 'slot_full' });
  });
});
