import type { BrowserContext } from 'playwright-core';
import { XHR } from './api';

/** The owner saves a wet-slip number (and VIB membership) on their profile, as on /profile. */
export async function saveBoatPlace(
  owner: BrowserContext,
  fullName: string,
  place: { wetSlipNumber: string; isVibMember?: boolean },
): Promise<void> {
  const res = await owner.request.post('/api/profile', {
    headers: XHR,
    data: { fullName, phoneNumber: '555-0100', storageType: 'wet-slip', ...place },
  });
  if (!res.ok()) throw new Error(`profile failed: ${res.status()} ${await res.text()}`);
}
