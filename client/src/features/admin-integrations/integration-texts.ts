import type { ApiTokenScope, WebhookEventType } from '@shared/constants';

/** The scope radio's words: what a token of each scope may do, as the admin chooses it. */
export const SCOPE_OPTIONS: ReadonlyArray<{ value: ApiTokenScope; label: string; hint: string }> = [
  { value: 'read', label: 'Read only', hint: 'Can read bookings, users and settings' },
  { value: 'write', label: 'Read and write', hint: 'Can also make changes as you' },
];

export const SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'Read only',
  write: 'Read and write',
};

/** What each event means to the marina, beside its checkbox (docs/integrations.md). */
export const EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'booking.created': 'A haul-out or launch is booked, by an owner or the office.',
  'booking.changed': 'A booking moves to another date or time, or its details change.',
  'booking.cancelled': 'A booking is cancelled.',
  'booking.status': 'The crew marks a service in progress, done or a no-show.',
  'weather_hold.created': 'The office places a weather hold and bookings are moved.',
};

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** '5 minutes ago', 'yesterday': when a token was last used, read at a glance. */
export function relativeTime(instant: string, now: Date): string {
  const seconds = (new Date(instant).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}
