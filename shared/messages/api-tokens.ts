/**
 * The answer to an API token asking for what must outlive no token: roles, users, other
 * tokens, webhooks, calendar feeds, clearing every booking (docs/integrations.md).
 */
export const NOT_WITH_API_TOKEN_MESSAGE =
  'An API token cannot do this. Sign in to the dashboard to change roles or users, make or remove tokens, webhooks and calendar feeds, or clear all bookings.';
