import { STORAGE_LABELS, STORAGE_TYPES } from '@shared/constants';

/** The storage-type choices of the register and profile forms. */
export const storageOptions = STORAGE_TYPES.map((value) => ({
  value,
  label: STORAGE_LABELS[value],
}));
