import ICAL from 'ical.js';
import request from 'supertest';
import type { Express } from 'express';
import { expect } from 'vitest';
import type { CreatedCalendarFeed } from '@shared/api/calendar-feeds';
import type { ApiClient } from '../api-client';

/** Test helpers for the calendar feed tests: make a feed, fetch it as a calendar app, parse it. */

export async function makeFeed(
  client: ApiClient,
  scope: 'owner' | 'yard' = 'owner',
): Promise<CreatedCalendarFeed> {
  const res = await client.post(`/api/calendar/feeds/${scope}`);
  if (res.status !== 201) throw new Error(`feed failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as CreatedCalendarFeed;
}

/** The token in a feed URL (`…/api/calendar/<token>.ics`). */
export function tokenOf(url: string): string {
  return /\/api\/calendar\/([^/]+)\.ics$/.exec(new URL(url).pathname)![1]!;
}

/** A calendar app's GET: no cookie, no X-Requested-With, whatever headers it sends. */
export function fetchFeed(app: Express, url: string, headers: Record<string, string> = {}) {
  const { pathname, search } = new URL(url);
  return request(app)
    .get(pathname + search)
    .set(headers)
    .buffer(true);
}

export interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  status: string;
  sequence: number;
  /** DTSTART as an ISO instant. */
  start: string;
}

/**
 * The feed as a strict parser reads it (ical.js throws on a malformed line), after checking
 * the wire format: CRLF line ends only, and no line over 75 octets.
 */
export function parseFeed(text: string): { calendar: ICAL.Component; events: FeedEvent[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  }
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    summary: String(event.getFirstPropertyValue('summary')),
    description: String(event.getFirstPropertyValue('description')),
    status: String(event.getFirstPropertyValue('status')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  }));
  return { calendar, events };
}

/** The event of one booking, by the UID the mail invitations use too (`{code}@{host}`). */
export function eventOf(events: FeedEvent[], code: string): FeedEvent | undefined {
  return events.find((event) => event.uid === `${code}@app.test`);
}
