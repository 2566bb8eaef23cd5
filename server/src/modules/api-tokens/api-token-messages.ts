/** Tokens one admin may hold: each is a standing credential, so a forgotten pile is refused. */
export const MAX_API_TOKENS_PER_ADMIN = 25;

export const API_TOKEN_MESSAGES = {
  notFound: 'API token not found',
  tooMany: `You already have ${MAX_API_TOKENS_PER_ADMIN} API tokens, the most allowed. Revoke one you no longer use first.`,
  notAdmin: 'Administrator privileges required',
  malformed: 'Send the API token as "Authorization: Bearer <token>"',
  invalid: 'This API token is not valid: it was revoked, or its admin is no longer an admin',
  browserOnly:
    'Signing in, signing out and the live event stream are for the browser, not API tokens',
} as const;
