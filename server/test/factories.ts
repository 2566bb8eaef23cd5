import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import type { StaffRole } from '@shared/roles';
import type { PublicUser } from '@shared/api/users';
import type { StorageType } from '@shared/constants';
import { users } from '../src/db/schema';
import { apiClient, type ApiClient } from './api-client';
import type { TestApp } from './test-app';

export function uniqueEmail(prefix = 'owner'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.test`;
}

export interface SignedInOwner {
  client: ApiClient;
  user: PublicUser;
  email: string;
  password: string;
}

export interface OwnerOverrides {
  email?: string;
  password?: string;
  fullName?: string;
  storageType?: StorageType;
  phoneNumber?: string;
  isVibMember?: boolean;
}

/** Registers a new owner through the API; the returned client is signed in as them. */
export async function signUpOwner(
  app: Express,
  overrides: OwnerOverrides = {},
): Promise<SignedInOwner> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'harbor-pass-1';
  const client = apiClient(app);
  const response = await client.post('/api/register', {
    email,
    password,
    fullName: overrides.fullName ?? 'Casey Mariner',
    storageType: overrides.storageType ?? 'wet-slip',
    phoneNumber: overrides.phoneNumber ?? '555-0100',
    isVibMember: overrides.isVibMember ?? false,
  });
  if (response.status !== 201) {
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return { client, user: response.body as PublicUser, email, password };
}

const STAFF_NAMES: Record<StaffRole, string> = {
  crew: 'Yard Crew',
  office: 'Front Office',
  manager: 'Office Admin',
};

/** A new owner given a staff role in the database, then signed in afresh. */
export async function signUpStaff(
  testApp: TestApp,
  role: StaffRole = 'manager',
): Promise<SignedInOwner> {
  const owner = await signUpOwner(testApp.app, {
    fullName: STAFF_NAMES[role],
    email: uniqueEmail(role === 'manager' ? 'admin' : role),
  });
  await testApp.database.db.update(users).set({ role }).where(eq(users.id, owner.user.id));
  const client = apiClient(testApp.app);
  const login = await client.post('/api/login', { email: owner.email, password: owner.password });
  if (login.status !== 200) throw new Error(`${role} sign-in failed: ${login.status}`);
  return { ...owner, client, user: login.body as PublicUser };
}

/** A new manager (SPEC's admin), signed in. */
export const signUpAdmin = (testApp: TestApp) => signUpStaff(testApp, 'manager');
