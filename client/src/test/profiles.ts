import type { Profile } from '@shared/api/profiles';

/** A profile as GET /api/profile returns it: Morgan's, a wet-slip owner; a test overrides the rest. */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    userId: 7,
    fullName: 'Morgan Tide',
    phoneNumber: '555-0100',
    preferredEmail: 'morgan@example.test',
    preferredEmailVerified: true,
    storageType: 'wet-slip',
    wetSlipNumber: null,
    dryStorageLocation: null,
    isVibMember: false,
    preferredSourceSlip: null,
    preferredDestination: null,
    notes: null,
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}
