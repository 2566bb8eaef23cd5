import type { Profile } from '@shared/api/profiles';
import { isPreferredEmailProven } from '../../outbox/email/mail-recipient';
import type { ProfileView } from './profile-repository';

export function presentProfile(row: ProfileView): Profile {
  return {
    id: row.id,
    userId: row.userId,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    preferredEmail: row.preferredEmail,
    preferredEmailVerified: isPreferredEmailProven(row),
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
