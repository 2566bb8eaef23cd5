import { expect } from 'vitest';
import type { ApiClient } from '../api-client';
import { signUpOwner, type SignedInOwner } from '../factories';
import type { TestContext } from '../use-test-app';
import { book } from './booking-kit';

/** An owner's new haul-out (or the overrides'): the owner and the booking's id. */
export async function ownersBooking(
  t: TestContext,
  overrides: Record<string, unknown> = {},
): Promise<{ owner: SignedInOwner; id: number }> {
  const owner = await signUpOwner(t.app, { fullName: 'Harper Stern' });
  const res = await book(owner, overrides);
  expect(res.status).toBe(201);
  return { owner, id: res.body.booking.id as number };
}

/** PATCH /api/bookings/{id}/status as this client. */
export function setStatus(client: ApiClient, id: number, status: string) {
  return client.patch(`/api/bookings/${id}/status`, { status });
}

/** The status change answered 200: the booking it returned. */
export async function statusSet(client: ApiClient, id: number, status: string) {
  const res = await setStatus(client, id, status);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.booking as { serviceStatus: string; completed: boolean };
}
