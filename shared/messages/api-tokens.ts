/**
 * The answer to an API token asking for what would outlive it or cannot be undone: roles,
 * users, other tokens, webhooks, calendar feeds, a browser or mobile receiving the account's
 * news, clearing every booking (docs/integrations.md).
 */
export const NOT_WITH_API_TOKEN_MESSAGE =
  'An API token cannot do this. Sign in to the dashboard to change roles or users, make or remove tokens, webhooks and calendar feeds, subscribe to notifications or texts, or clear all bookings.';
