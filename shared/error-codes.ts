/**
 * Every `code` the API answers with (docs/product.md#api-behaviour): stable words the client routes
 * on, never shown (docs/product.md#error-catalogue). The server's AppError takes only these, so a
 * misspelt code is a type error; server/src/lib/error-codes.test.ts checks the server's plain JSON
 * answers against this list.
 */
export const ERROR_CODES = [
  // Any route: the request itself (error handler, JSON body guards, validation).
  'bad_request', // 400, or another 4xx the body parser raised
  'invalid', // 400: a zod schema refused the input; `errors` holds the fields
  'malformed_json', // 400
  'too_deep', // 400
  'too_large', // 413
  'unsupported_media_type', // 415
  'not_found', // 404
  'internal', // 500: logged with the request id
  'database_unavailable', // 503: the database is away (a restart, a failover); Retry-After
  // Who is asking.
  'unauthorized', // 401: not signed in, or wrong credentials
  'session_idle', // 401: a staff session ended after STAFF_IDLE_MINUTES without use
  'forbidden', // 403: not allowed, or the CSRF guard refused
  'role_forbidden', // 403: a staff member asked for what their role does not allow
  'rate_limited', // 429
  // Accounts.
  'email_taken', // 409
  'last_manager', // 409: the last manager cannot lose the role or be deleted
  'invalid_reset_token', // 400
  'invalid_verification_token', // 400: unknown, expired or used email verification link
  'nothing_to_verify', // 409: the preferred email is the account's, or already verified
  // Booking refusals (shared/messages/bookings.ts holds their texts).
  'profile_incomplete', // 400
  'booking_in_past', // 400: the office booking for a past date
  'insufficient_notice', // 400
  'beyond_horizon', // 400
  'slot_full', // 409
  'slot_closed', // 409
  'duplicate_booking', // 409
  'too_many_bookings', // 409
  'booking_completed', // 409
  'booking_started', // 409
  'booking_missed', // 409: the crew marked it a no-show; the owner calls the office
  'booking_moved', // 409: a reschedule kept meeting a concurrent change of the same booking
  'count_changed', // 409: clearing all bookings, the count the admin typed is no longer the count
  // Waitlist refusals (shared/messages/waitlist.ts holds their texts).
  'waitlist_not_full', // 409: the deadline has a free place, book it instead
  'already_waiting', // 409
  'too_many_waitlist_entries', // 409
  // Weather holds (shared/messages/weather-holds.ts holds their texts).
  'already_held', // 409: an active hold covers one of the deadlines
  'hold_lifted', // 409: the hold was lifted already
  'hold_in_past', // 400
  // The live yard (shared/messages/service-status.ts and lifts.ts hold their texts).
  'status_not_allowed', // 409: that status cannot follow the booking's current one
  'lift_name_taken', // 409: a lift in service already has the name
  'lift_retired', // 409: renaming or retiring a retired lift, or assigning one
  'too_many_lifts', // 409: MAX_LIFTS_IN_SERVICE lifts are in service
  'no_lift_fits', // 422: no lift in service takes the boat (its first dimension named)
  'lift_full', // 409: every lift that takes the boat is at its load on that deadline
  'lift_too_small', // 409: assigning a lift the boat does not fit (the dimension named)
  // Boats (shared/messages/boats.ts holds their texts).
  'too_many_boats', // 409: the owner has MAX_BOATS_IN_SERVICE boats in service
  'boat_archived', // 409: changing or archiving an archived boat
  'boat_required', // 422: the owner has several boats and named none, or none and boats are required
  'boat_not_bookable', // 422: the boat is not the booking owner's, or is archived
  'insurance_required', // 422: the boat's insurance is missing or ends before the service
  // Integrations.
  'too_many_api_tokens', // 409: the admin holds MAX_API_TOKENS_PER_ADMIN tokens
  'not_with_api_token', // 403: a route that makes lasting access or clears the yard, asked with a token
  // Text messages (shared/messages/sms.ts holds their texts).
  'sms_code_invalid', // 400: the code is wrong (tries left in the message)
  'sms_code_expired', // 410: no code pending, it expired, or its tries ran out
  'sms_opted_out', // 409: the number texted STOP (START undoes it) or cannot take texts
  'sms_not_verified', // 409: choosing what to receive before a number is verified
  'idempotency_key_reused', // 422
  'idempotency_in_flight', // 409
  // Webhooks (shared/messages/webhooks.ts holds their texts).
  'too_many_webhooks', // 409: MAX_WEBHOOKS endpoints exist
  'webhook_url_refused', // 422: not https, not resolvable, or a private address
  // Web push (shared/messages/push.ts holds the texts).
  'push_endpoint_refused', // 422: the endpoint's host resolves to a private address, or to none
  'push_endpoint_held', // 409: another account holds the endpoint and the keys sent are not its own
  // Google Sheets export.
  'export_not_configured', // 503
  'export_failed', // 502
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
