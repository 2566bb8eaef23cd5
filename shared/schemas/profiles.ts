import { z } from 'zod';
import { LIMITS, LOCATIONS, STORAGE_TYPES } from '../constants';
import { optionalText, refuseControlCharacters } from './common';

/** A select left on its empty option posts '': unset, as the optional text fields treat it. */
const optionalLocation = z
  .enum(['', ...LOCATIONS], { message: 'Unknown location' })
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * docs/product.md#validation: everything optional; an email, if given, must be valid; length
 * limits.
 */
export const profileSchema = z.object({
  fullName: optionalText(LIMITS.nameMax, 'Full name must be at most 100 characters', 'Full name'),
  phoneNumber: optionalText(
    LIMITS.phoneMax,
    'Phone number must be at most 20 characters',
    'Phone number',
  ),
  preferredEmail: refuseControlCharacters(z.string().normalize('NFC').trim(), 'Preferred email')
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(
      z.email('Invalid email address').max(LIMITS.emailMax, 'Invalid email address').nullable(),
    ),
  storageType: z
    .enum(STORAGE_TYPES, { message: 'Please select your storage type' })
    .nullish()
    .transform((value) => value ?? null),
  wetSlipNumber: optionalText(
    LIMITS.wetSlipNumberMax,
    'Wet slip number must be at most 20 characters',
    'Wet slip number',
  ),
  dryStorageLocation: optionalText(
    LIMITS.dryStorageLocationMax,
    'Dry storage location must be at most 50 characters',
    'Dry storage location',
  ),
  isVibMember: z.boolean().optional().default(false),
  preferredSourceSlip: optionalLocation,
  preferredDestination: optionalLocation,
  notes: optionalText(
    LIMITS.notesMax,
    'Notes must be at most 2000 characters',
    'Notes',
    'free-text',
  ),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;
