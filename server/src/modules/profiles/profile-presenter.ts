import type { Profile } from '@shared/api-types';
import type { StorageType } from '@shared/constants';
import type { ProfileRow } from './profile-repository';

export function presentProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    userId: row.userId,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    preferredEmail: row.preferredEmail,
    storageType: row.storageType as StorageType | null,
    wetSlipNumber: row.wetSlipNumber,
    dryStorageLocation: row.dryStorageLocation,
    isVibMember: row.isVibMember,
    preferredSourceSlip: row.preferredSourceSlip,
    preferredDestination: row.preferredDestination,
    notes: row.notes,
    updatedAt: row.updatedAt.toISOString(),
  };
}
