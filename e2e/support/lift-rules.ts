import type { APIRequestContext, Locator, Page } from 'playwright-core';
import type { Boat } from '../../shared/api/boats';
import type { Lift } from '../../shared/api/lifts';
import type { LiftValues } from '../../shared/schemas/lifts';
import { XHR } from './api';
import { hidden, visible } from './browser';

type Requester = { request: APIRequestContext };

/**
 * The yard of the lift journeys (docs/product.md#lifts): a travelift that takes one boat up to
 * 15 ft wide a deadline, and a forklift that takes two up to 9 ft 10 in. As typed on the
 * Availability tab, and as the API stores them (metres).
 */
export const YARD_LIFTS = [
  {
    typed: { name: 'Travelift 35', kind: 'Travelift', beam: '15 ft', load: '1' },
    stored: { name: 'Travelift 35', kind: 'travelift', maxBeamM: 4.57, perDeadline: 1 },
    row: 'Travelift 35 · Travelift≤ 15 ft wide · 1 a deadlineEditRetire',
    header: '≤ 15 ft wide · 1 a deadline',
  },
  {
    typed: { name: 'Forklift', kind: 'Forklift', beam: '9 ft 10 in', load: '2' },
    stored: { name: 'Forklift', kind: 'forklift', maxBeamM: 3, perDeadline: 2 },
    row: 'Forklift · Forklift≤ 9 ft 10 in wide · 2 a deadlineEditRetire',
    header: '≤ 9 ft 10 in wide · 2 a deadline',
  },
] as const;

/** The yard's lifts with these limits, made through the API when missing (an admin's context). */
export async function ensureYardLifts(admin: Requester): Promise<Lift[]> {
  const res = await admin.request.get('/api/lifts', { headers: XHR });
  if (!res.ok()) throw new Error(`lifts failed: ${res.status()} ${await res.text()}`);
  const { lifts } = (await res.json()) as { lifts: Lift[] };
  const found: Lift[] = [];
  for (const { stored } of YARD_LIFTS) {
    const have = lifts.find((lift) => lift.name === stored.name && !lift.retiredAt);
    if (have) {
      found.push(have);
      continue;
    }
    const body: Partial<LiftValues> = { maxWeightKg: null, maxLengthM: null, ...stored };
    const made = await admin.request.post('/api/lifts', { headers: XHR, data: body });
    if (!made.ok()) throw new Error(`lift ${stored.name}: ${made.status()} ${await made.text()}`);
    found.push(((await made.json()) as { lift: Lift }).lift);
  }
  return found;
}

/** Types a lift into the Lifts section's New lift form, as the office does, and adds it. */
export async function addLiftOnPage(
  page: Page,
  lift: { name: string; kind: string; beam: string; load: string },
): Promise<void> {
  const form = page.getByRole('form', { name: 'New lift' });
  await form.getByLabel('New lift name').fill(lift.name);
  await form.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: lift.kind, exact: true }).click();
  await form.getByLabel('Max beam', { exact: true }).fill(lift.beam);
  await form.getByLabel('Load per deadline', { exact: true }).fill(lift.load);
  await form.getByRole('button', { name: 'Add Lift' }).click();
}

/** The owner's boat, added through the API (the owner's context); metres. */
export async function addBoatViaApi(
  owner: Requester,
  boat: { name: string; lengthM: number; beamM: number | null; weightKg?: number },
): Promise<Boat> {
  const res = await owner.request.post('/api/boats', { headers: XHR, data: boat });
  if (!res.ok()) throw new Error(`boat ${boat.name}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { boat: Boat }).boat;
}

/** Adds a boat on /profile through its Add boat dialog, as an owner does. */
export async function addBoatOnProfile(page: Page, fields: Record<string, string>) {
  await page.getByRole('button', { name: 'Add boat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a boat' });
  await visible(dialog);
  for (const [label, value] of Object.entries(fields)) {
    await dialog.getByLabel(label, { exact: true }).fill(value);
  }
  await dialog.getByRole('button', { name: 'Add boat' }).click();
  await hidden(dialog);
}

/** A deadline's button on /schedule (its name starts with the time). */
export const deadlineButton = (page: Page, slot: string): Locator =>
  page.getByRole('button', { name: new RegExp(`^${slot}`) });
