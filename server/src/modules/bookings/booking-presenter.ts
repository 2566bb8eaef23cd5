import type { AdminBooking, AdminBookingList, Booking, CancelledBooking } from '@shared/api-types';
import type { AdminBookingPage, AdminProfileSummary } from './booking-list-repository';
import type { BookingRow } from './booking-repository';

export function presentBooking(row: BookingRow): Booking {
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
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A cancelled booking for its owner. The owner cancels as 'cancelled'; the office deletes or
 * clears. An admin who cancels their own booking did it themself, so the canceller's id
 * decides when it is the owner's.
 */
export function presentCancelledBooking(row: BookingRow): CancelledBooking {
  const byOwner = row.cancelReason === 'cancelled' || row.cancelledBy === row.userId;
  return {
    ...presentBooking(row),
    cancelledAt: row.cancelledAt!.toISOString(),
    cancelledBy: byOwner ? 'owner' : 'office',
  };
}

export function presentAdminBooking(
  row: BookingRow,
  profile: AdminProfileSummary | null,
  username: string | null,
): AdminBooking {
  return {
    ...presentBooking(row),
    profile: profile
      ? {
          storageType: profile.storageType,
          isVibMember: profile.isVibMember,
          wetSlipNumber: profile.wetSlipNumber,
          dryStorageLocation: profile.dryStorageLocation,
        }
      : null,
    user: username === null ? null : { username },
  };
}

export function presentAdminBookingList(page: AdminBookingPage): AdminBookingList {
  return {
    bookings: page.rows.map((row) =>
      presentAdminBooking(
        row,
        page.profileOf.get(row.userId) ?? null,
        page.usernameOf.get(row.userId) ?? null,
      ),
    ),
    total: page.total,
  };
}
