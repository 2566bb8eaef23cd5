import { z } from 'zod';
import { LOCATIONS, STORAGE_TYPES } from '../constants';
import { idParam } from '../schemas/common';
import { profileSchema } from '../schemas/profiles';
import { instant, rowId } from './common';
import { defineRoute } from './route';

const profileView = z.strictObject({
  id: rowId,
  userId: rowId,
  fullName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  preferredEmail: z.string().nullable(),
  /**
   * false while preferredEmail awaits its verification link: mail then goes to the account
   * email. true when verified, equal to the account email, or unset.
   */
  preferredEmailVerified: z.boolean(),
  storageType: z.enum(STORAGE_TYPES).nullable(),
  wetSlipNumber: z.string().nullable(),
  dryStorageLocation: z.string().nullable(),
  isVibMember: z.boolean(),
  preferredSourceSlip: z.enum(LOCATIONS).nullable(),
  preferredDestination: z.enum(LOCATIONS).nullable(),
  notes: z.string().nullable(),
  updatedAt: instant,
});
export type Profile = z.infer<typeof profileView>;

const ownProfileAnswer = z.strictObject({ profile: profileView.nullable() });
/** GET /api/profile: null until the owner first saves one. */
export type OwnProfileResponse = z.infer<typeof ownProfileAnswer>;

const profileAnswer = z.strictObject({ profile: profileView });
/** POST /api/profile and GET /api/users/{id}/profile. */
export type ProfileResponse = z.infer<typeof profileAnswer>;

export const getOwnProfile = defineRoute({
  method: 'GET',
  path: '/api/profile',
  summary: 'The signed-in owner’s profile, or null before the first save',
  tag: 'Profile',
  access: 'signed-in',
  responses: { 200: ownProfileAnswer },
  errors: [],
});

export const saveProfile = defineRoute({
  method: 'POST',
  path: '/api/profile',
  summary: 'Save the signed-in owner’s profile; a new preferred email is mailed a link',
  tag: 'Profile',
  access: 'signed-in',
  body: profileSchema,
  responses: { 200: profileAnswer },
  errors: [],
});

export const getUserProfile = defineRoute({
  method: 'GET',
  path: '/api/users/:id/profile',
  summary: 'A user’s profile: their own, or anyone’s for an admin',
  tag: 'Profile',
  access: 'self-or-admin',
  permission: 'viewUsers',
  params: idParam,
  responses: { 200: profileAnswer },
  errors: [404],
});
