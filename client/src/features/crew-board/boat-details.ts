import type { AdminBooking } from '@shared/api/booking-views';
import { STORAGE_LABELS } from '@shared/constants';

/** What the crew knows of the boat from the owner's profile: how it is kept and where. */
export function boatDetails(profile: AdminBooking['profile']): string | null {
  if (!profile) return null;
  const parts = [
    profile.storageType ? STORAGE_LABELS[profile.storageType] : null,
    profile.wetSlipNumber ? `Slip ${profile.wetSlipNumber}` : null,
    profile.dryStorageLocation,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** tel: takes digits and a leading plus; '555-0100 ext. 2' would not dial. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
