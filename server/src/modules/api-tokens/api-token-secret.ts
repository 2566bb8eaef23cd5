import { createHash, randomBytes } from 'node:crypto';

/**
 * A token's secret: `mt_` (so a leaked one is recognised by secret scanners and by people)
 * and 32 random bytes in base64url. Only its SHA-256 is kept: the secret is already 256
 * random bits, so a slow hash would add cost to every request and no safety.
 */
const SECRET_PREFIX = 'mt_';
const SECRET_BYTES = 32;
/** Exactly what newApiTokenSecret makes: anything else is refused before the database. */
const SECRET_FORM = /^mt_[A-Za-z0-9_-]{43}$/;
/** `mt_` and five characters: enough to tell tokens apart in the list, far too few to guess. */
const SHOWN_LENGTH = 8;

export interface NewSecret {
  secret: string;
  hash: string;
  prefix: string;
}

export function hashApiTokenSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function newApiTokenSecret(): NewSecret {
  const secret = SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64url');
  return { secret, hash: hashApiTokenSecret(secret), prefix: secret.slice(0, SHOWN_LENGTH) };
}

/**
 * The secret of an `Authorization` header, or undefined for any other form: another scheme,
 * no credentials, extra spaces, a secret of another shape (too long, control characters …).
 * The scheme's case is free (RFC 9110 §11.1); the secret's is not.
 */
export function bearerSecretOf(header: string): string | undefined {
  // Longer than any valid header: not worth a regular expression's time.
  if (header.length > 64) return undefined;
  const space = header.indexOf(' ');
  if (space === -1 || header.slice(0, space).toLowerCase() !== 'bearer') return undefined;
  const secret = header.slice(space + 1);
  return SECRET_FORM.test(secret) ? secret : undefined;
}
