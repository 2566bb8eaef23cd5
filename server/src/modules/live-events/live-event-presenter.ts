import { EventBuffer } from 'better-sse';
import type { Booking } from '@shared/api/booking-views';
import type { BookingEvent } from '@shared/api/live-events';
import { LIVE_EVENT_NAMES, type LiveEventName } from '@shared/schemas/live-events';
import type { EventRow } from './event-log-repository';

/** One event as the stream writes it: its wire text is made once, whatever it reaches. */
export interface LiveEvent {
  id: number;
  name: LiveEventName;
  bookingDate: string;
  previousDate: string | null;
  /** When its transaction began: the delay metric counts from here. */
  createdAt: Date;
  text: string;
}

/** Data is JSON made here, once, so 500 streams do not stringify it 500 times. */
const asText = (data: unknown) => data as string;

/**
 * `event: booking` with `{ type, booking }` and the row's id. A booking gone from the database
 * (its owner's account deleted) cannot be shown as a Booking: that is `event: resync`, with
 * the id still, so a client reloads and its Last-Event-ID moves past it.
 */
export function presentLiveEvent(row: EventRow, booking: Booking | undefined): LiveEvent {
  const name = booking ? LIVE_EVENT_NAMES.booking : LIVE_EVENT_NAMES.resync;
  const data = booking ? ({ type: row.type, booking } satisfies BookingEvent) : {};
  return {
    id: row.id,
    name,
    bookingDate: row.bookingDate,
    previousDate: row.previousDate,
    createdAt: row.createdAt,
    text: sseMessage(name, JSON.stringify(data), String(row.id)),
  };
}

/** `event: resync`: the client may have missed events and should load everything again. */
export function resyncMessage(id: number | null): string {
  return sseMessage(LIVE_EVENT_NAMES.resync, '{}', id === null ? undefined : String(id));
}

/** The heartbeat: a comment line, which clients ignore and proxies see as traffic. */
export const HEARTBEAT_TEXT = new EventBuffer().comment('heartbeat').dispatch().read();

function sseMessage(name: LiveEventName, json: string, id?: string): string {
  const buffer = new EventBuffer({ serializer: asText }).event(name);
  if (id !== undefined) buffer.id(id);
  return buffer.data(json).dispatch().read();
}
