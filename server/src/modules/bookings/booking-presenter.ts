import type { AdminBooking, Booking } from '@shared/api-types';
import type { ServiceType, StorageType, TimeSlot } from '@shared/constants';
import type { BookingRow } from './booking-repository';

type AdminProfileSummary = NonNullable<AdminBooking['profile']>;

export function presentBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    userId: row.userId,
    serviceType: row.serviceType as ServiceType,
    sourceSlipType: row.sourceSlipType,
    destination: row.destination,
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
    ownerPhone: row.ownerPhone,
    isVibMember: row.isVibMember,
    specialRequests: row.specialRequests,
    bookingDate: row.bookingDate,
    timeSlot: row.timeSlot as TimeSlot,
    confirmationCode: row.confirmationCode,
    completed: row.completed,
    isOneWay: row.isOneWay,
    isBothWays: row.isBothWays,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAdminBooking(
  row: BookingRow,
  // The profile columns the admin list selects; storage_type is plain text in the database.
  profile: (Omit<AdminProfileSummary, 'storageType'> & { storageType: string | null }) | null,
  user: { username: string } | null,
): AdminBooking {
  return {
    ...presentBooking(row),
    profile: profile
      ? {
          storageType: profile.storageType as StorageType | null,
          isVibMember: profile.isVibMember,
          wetSlipNumber: profile.wetSlipNumber,
          dryStorageLocation: profile.dryStorageLocation,
        }
      : null,
    user: user ? { username: user.username } : null,
  };
}
