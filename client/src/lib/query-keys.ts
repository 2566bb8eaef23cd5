import type { ServiceType } from '@shared/constants';
import type { ActivityParams } from '@shared/schemas/activity';
import type { AdminBookingsParams } from '@shared/schemas/bookings';
import type { AdminUserListParams } from '@shared/schemas/users';
import { appQueryKeys } from './app-query-keys';

/** Every query key, in one place, so mutations invalidate exactly what they change. */
export const queryKeys = {
  ...appQueryKeys,
  profile: (userId: number | undefined) => ['profile', userId] as const,
  availabilityAll: ['availability'] as const,
  /** A day's deadlines; for one boat (`boatId`), its lifts decide what is left too. */
  availability: (date: string, serviceType: ServiceType, boatId: number | null = null) =>
    ['availability', date, serviceType, boatId] as const,
  /** The owner calendar's closed and full days; under 'availability', so a booking refreshes them. */
  scheduleDays: (from: string, to: string, boatId: number | null = null) =>
    ['availability', 'days', from, to, boatId] as const,
  nextOpenDeadline: (from: string, boatId: number | null = null) =>
    ['availability', 'next-open', from, boatId] as const,
  bookingsAll: ['bookings'] as const,
  userBookings: (userId: number | undefined) => ['bookings', 'user', userId] as const,
  /** The owner's cancelled bookings, for the history on /my-bookings. */
  userCancelledBookings: (userId: number | undefined) =>
    ['bookings', 'user', userId, 'cancelled'] as const,
  /** The owner's waitlist entries (GET /api/waitlist); a promotion turns one into a booking. */
  waitlist: (userId: number | undefined) => ['waitlist', userId] as const,
  adminBookings: ['bookings', 'admin'] as const,
  adminBookingList: (params: AdminBookingsParams) => ['bookings', 'admin', params] as const,
  bookingHistory: (bookingId: number) => ['bookings', 'history', bookingId] as const,
  /** Another user's profile as an admin reads it (GET /api/users/{id}/profile). */
  ownerProfile: (userId: number) => ['owner-profile', userId] as const,
  /** Every read of GET /api/users: a role change or a deletion invalidates them all. */
  usersAll: ['users'] as const,
  userList: (params: AdminUserListParams) => ['users', 'list', params] as const,
  /** The New Booking picker's pages of one search (an infinite query, so not userList's key). */
  userSearch: (q: string) => ['users', 'search', q] as const,
  /** The Availability tab's reads: any capacity or closure change invalidates them all. */
  capacityAll: ['capacity'] as const,
  capacitySettings: ['capacity', 'settings'] as const,
  capacityDays: (from: string, to: string) => ['capacity', 'days', from, to] as const,
  slotOverrides: (from: string) => ['capacity', 'overrides', from] as const,
  closureImpact: (date: string, timeSlot: string | null) =>
    ['capacity', 'impact', date, timeSlot] as const,
  /** Weather holds (GET /api/weather-holds); under 'capacity' so every closure change refreshes them. */
  weatherHolds: ['capacity', 'weather-holds'] as const,
  weatherHoldPreview: (input: unknown) => ['capacity', 'weather-hold-preview', input] as const,
  /** Active bookings on closed deadlines (Availability tab): a closure or a move changes them. */
  closedDeadlineBookings: ['capacity', 'closed-bookings'] as const,
  /** The bookings a lower capacity would leave over its limit, asked afresh before each save. */
  overbooked: (params: { capacity: number; timeSlot?: string; date?: string }) =>
    ['capacity', 'overbooked', params] as const,
  /** Whether the user's calendar feeds are on (GET /api/calendar/feeds). */
  calendarFeeds: (userId: number | undefined) => ['calendar-feeds', userId] as const,
  /** The owner's text-message settings (GET /api/sms): number, code pending, choices. */
  smsSettings: (userId: number | undefined) => ['sms', userId] as const,
  /**
   * Whether this browser gets the user's pushes (docs/product.md#web-push): the browser's state,
   * not the server's.
   */
  pushState: (userId: number | undefined) => ['push', userId] as const,
  /** The user's browsers that get their pushes (GET /api/push/subscriptions), under pushState. */
  pushDevices: (userId: number | undefined) => ['push', userId, 'devices'] as const,
  /** An owner's boats (GET /api/boats, or GET /api/users/{id}/boats for the office). */
  boats: (userId: number | undefined) => ['boats', userId] as const,
  /** The yard's lifts (GET /api/lifts), in service and retired. */
  lifts: ['lifts'] as const,
  /** The Integrations tab's API tokens (GET /api/tokens), every admin's. */
  apiTokens: ['api-tokens'] as const,
  /** Every webhook read: deleting an endpoint drops its deliveries too. */
  webhooksAll: ['webhooks'] as const,
  webhooks: ['webhooks', 'list'] as const,
  /** One endpoint's latest deliveries with their attempts (GET /api/webhooks/{id}/deliveries). */
  webhookDeliveries: (webhookId: number) => ['webhooks', 'deliveries', webhookId] as const,
  activityAll: ['activity'] as const,
  activity: (params: ActivityParams) => ['activity', params] as const,
};
