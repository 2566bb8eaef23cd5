import { eq } from 'drizzle-orm';
import type { TimeSlot } from '@shared/constants';
import { waitlistEntries } from '../../src/db/schema';
import type { ApiClient } from '../api-client';
import { signUpOwner, type SignedInOwner } from '../factories';
import type { TestContext } from '../use-test-app';
import { adminPayload, ownerPayload } from './booking-kit';

/**
 * The paths that put a booking on a deadline, as the path tables of the deciding function's
 * tests (deadline-rules.ts) try them: one boat of an owner at one deadline. Each answers the
 * HTTP status; a path the server takes on its own answers 201 when the boat got the deadline
 * and 409 when it did not.
 */
export interface DeadlineTry {
  owner: SignedInOwner;
  boatId: number;
  date: string;
  timeSlot: TimeSlot;
}

const statusOf = (res: { status: number }) => res.status;

/** The paths, and `at`: the try of an owner's boat at the table's deadline of a date. */
export function deadlinePaths(t: TestContext, timeSlot: TimeSlot) {
  return {
    at: (who: { owner: SignedInOwner }, boatId: number, date: string): DeadlineTry => ({
      owner: who.owner,
      boatId,
      date,
      timeSlot,
    }),

    ownerBooks: ({ owner, boatId, date, timeSlot }: DeadlineTry) =>
      owner.client
        .post('/api/bookings', ownerPayload({ bookingDate: date, timeSlot, boatId }))
        .then(statusOf),

    /** The office books it for the owner; `extra` adds to the body (an override, say). */
    officeBooks: ({ owner, boatId, date, timeSlot }: DeadlineTry, extra = {}) =>
      t.admin.client
        .post(
          '/api/bookings',
          adminPayload(owner.user.id, { bookingDate: date, timeSlot, boatId, ...extra }),
        )
        .then(statusOf),

    /** A booking made elsewhere, moved there by `client` (its owner, or the office). */
    moves: (client: ApiClient, bookingId: number, { date, timeSlot }: DeadlineTry) =>
      client
        .post(`/api/bookings/${bookingId}/reschedule`, { bookingDate: date, timeSlot })
        .then(statusOf),

    joinsWaitlist: ({ owner, boatId, date, timeSlot }: DeadlineTry) =>
      owner.client
        .post('/api/waitlist', ownerPayload({ bookingDate: date, timeSlot, boatId }))
        .then(statusOf),

    /**
     * The boat's entry waits there, made as a waiting owner's would be (a join may refuse the
     * boat, and only the promotion's own check is under test); then a passer-by's booking there
     * is cancelled, freeing a place.
     */
    promoted: async ({ owner, boatId, date, timeSlot }: DeadlineTry) => {
      const [entry] = await t.database.db
        .insert(waitlistEntries)
        .values({
          ...ownerPayload({ bookingDate: date, timeSlot }),
          userId: owner.user.id,
          boatId,
        } as typeof waitlistEntries.$inferInsert)
        .returning();
      const passerby = await signUpOwner(t.app);
      const theirs = await passerby.client.post(
        '/api/bookings',
        ownerPayload({ bookingDate: date, timeSlot }),
      );
      if (theirs.status !== 201) throw new Error(`passer-by: ${JSON.stringify(theirs.body)}`);
      await t.admin.client.delete(`/api/bookings/${theirs.body.booking.id}`);
      const [after] = await t.database.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.id, entry!.id));
      return after!.outcome === 'booked' ? 201 : 409;
    },
  };
}
