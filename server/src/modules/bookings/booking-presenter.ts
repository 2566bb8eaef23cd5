import type {
  AdminBooking,
  AdminBookingList,
  Booking,
  BookingClosure,
  CancelledBooking,
} from '@shared/api/booking-views';
import type { BookingBoat } from '@shared/api/boats';
import type { BoatOf } from '../boats/booking-boats';
import type { ClosureOf } from '../capacity/deadline-closures';
import type { AdminBookingPage, AdminProfileSummary } from './booking-list-repository';
import type { BookingRow } from './booking-repository';

/**
 * A booking as its owner and the office read it; `closure` from capacity's closuresOf, `boat`
 * from boats' boatsOf (read now, not when booked).
 */
export function presentBooking(
  row: BookingRow,
  closure: BookingClosure | null,
  boat: BookingBoat | null,
): Booking {
  return {
    id: row.id,
    userId: row.userId,
    serviceType: row.serviceType,
    sourceSlipType: row.sourceSlipType,
    destination: row.destination,
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
    ownerPhone: row.ownerPhone,
    isVibMember: row.isVibMember,
    specialRequests: row.specialRequests,
    bookingDate: row.bookingDate,
    timeSlot: row.timeSlot,
    confirmationCode: row.confirmationCode,
    completed: row.completed,
    isOneWay: row.isOneWay,
    isBothWays: row.isBothWays,
    needsNewDate: row.needsNewDate,
    closure,
    serviceStatus: row.serviceStatus,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    liftId: row.liftId,
    liftOverride:
      row.liftOverrideReason === null || row.liftOverrideAt === null
        ? null
        : {
            reason: row.liftOverrideReason,
            by: row.liftOverrideBy,
            at: row.liftOverrideAt.toISOString(),
          },
    boat,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A cancelled booking for its owner. The owner cancels as 'cancelled'; the office deletes or
 * clears. An admin who cancels their own booking did it themself, so the canceller's id
 * decides when it is the owner's. Nothing is left to move, so no closure is read for it.
 */
export function presentCancelledBooking(
  row: BookingRow,
  boat: BookingBoat | null,
): CancelledBooking {
  const byOwner = row.cancelReason === 'cancelled' || row.cancelledBy === row.userId;
  return {
    ...presentBooking(row, null, boat),
    cancelledAt: row.cancelledAt!.toISOString(),
    cancelledBy: byOwner ? 'owner' : 'office',
  };
}

export function presentAdminBooking(
  row: BookingRow,
  profile: AdminProfileSummary | null,
  username: string | null,
  closure: BookingClosure | null,
  boat: BookingBoat | null,
  ownerTexts: boolean,
): AdminBooking {
  return {
    ...presentBooking(row, closure, boat),
    profile: profile
      ? {
          storageType: profile.storageType,
          isVibMember: profile.isVibMember,
          wetSlipNumber: profile.wetSlipNumber,
          dryStorageLocation: profile.dryStorageLocation,
        }
      : null,
    user: username === null ? null : { username },
    ownerTexts,
  };
}

export function presentAdminBookingList(
  page: AdminBookingPage,
  closureOf: ClosureOf,
  boatOf: BoatOf,
): AdminBookingList {
  return {
    bookings: page.rows.map((row) =>
      presentAdminBooking(
        row,
        page.profileOf.get(row.userId) ?? null,
        page.usernameOf.get(row.userId) ?? null,
        closureOf(row),
        boatOf(row),
        page.textedOwners.has(row.userId),
      ),
    ),
    total: page.total,
  };
}
