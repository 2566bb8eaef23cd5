import type { PublicConfig } from '@shared/api/system';
import { TIME_SLOTS } from '@shared/constants';

/** GET /api/config as a marina in New York answers it; a test overrides what it is about. */
export function aPublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    marinaName: 'Test Marina',
    timeZone: 'America/New_York',
    timeSlots: [...TIME_SLOTS],
    websiteUrl: 'https://marina.test',
    slotCapacity: 4,
    bookingHorizonDays: 365,
    features: { sheetsExport: false },
    units: 'imperial',
    boats: { required: false, insuranceRequiredFor: 'none' },
    ...overrides,
  };
}
