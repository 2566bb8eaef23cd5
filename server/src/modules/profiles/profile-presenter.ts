import type { Profile } from '@shared/api-types';
import type { ProfileRow } from './profile-repository';

export function presentProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    userId: row.userId,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    preferredEmail: row.preferredEmail,
    storageType: row.storageType,
    wetSlipNumber: row.wetSlipNumber,
    dryStorageLocation: row.dryStorageLocation,
    isVibMember: row.isVibMember,
    preferredSourceSlip: row.preferredSourceSlip,
    preferredDestination: row.preferredDestination,
    notes: row.notes,
    updatedAt: row.updatedAt.toISOString(),
  };
}
