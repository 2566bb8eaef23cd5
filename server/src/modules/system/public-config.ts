import type { PublicConfig } from '@shared/api/system';
import { TIME_SLOTS } from '@shared/constants';
import type { Config } from '../../config';
import { missingSheetsSettings } from '../export/sheets-export-service';

/** What any visitor's browser may know of the settings: names, zone, deadlines, features. */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    marinaName: config.MARINA_NAME,
    timeZone: config.MARINA_TZ,
    timeSlots: TIME_SLOTS,
    websiteUrl: config.MARINA_WEBSITE_URL,
    slotCapacity: config.SLOT_CAPACITY,
    bookingHorizonDays: config.BOOKING_HORIZON_DAYS,
    features: {
      sheetsExport: missingSheetsSettings(config).length === 0,
    },
    units: config.MARINA_UNITS,
    boats: {
      required: config.BOATS_REQUIRED,
      insuranceRequiredFor: config.INSURANCE_REQUIRED_FOR,
    },
  };
}
