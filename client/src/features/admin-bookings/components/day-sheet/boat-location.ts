import type { AdminBooking } from '@shared/api/booking-views';
import { STORAGE_LABELS } from '@shared/constants';

/**
 * Where the crew finds the boat: the slip number for a boat kept in the water, the storage
 * location for one on land, whichever the owner filled in when the other is missing.
 */
export function boatLocation(profile: AdminBooking['profile']): string | null {
  if (!profile) return null;
  const slip = profile.wetSlipNumber ? `Slip ${profile.wetSlipNumber}` : null;
  const storage = profile.dryStorageLocation
    ? `${profile.storageType ? STORAGE_LABELS[profile.storageType] : 'Storage'}: ${profile.dryStorageLocation}`
    : null;
  const inWater = profile.storageType === 'wet-slip';
  const known = inWater ? (slip ?? storage) : (storage ?? slip);
  if (known) return known;
  return profile.storageType ? STORAGE_LABELS[profile.storageType] : null;
}

/** tel: links take digits and a leading plus; '555-0100 ext. 2' would not dial. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
