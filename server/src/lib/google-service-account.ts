import { readFileSync } from 'node:fs';

/** The two fields of a Google service account's JSON key that signing a token needs. */
export interface ServiceAccountKey {
  clientEmail: string;
  privateKey: string;
}

/**
 * Reads a service account's JSON key (GOOGLE_SERVICE_ACCOUNT_JSON, or the file
 * GOOGLE_SERVICE_ACCOUNT_KEY_FILE names). Throws a message that names what is wrong and never
 * repeats the key: settings errors are printed and logged.
 */
export function parseServiceAccountKey(text: string): ServiceAccountKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(
      "is not JSON: give the service account's key file as Google's console downloads it",
    );
  }
  const key = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  if (typeof key.client_email !== 'string' || !key.client_email.includes('@')) {
    throw new Error('has no client_email: is this a service account key?');
  }
  if (typeof key.private_key !== 'string' || !key.private_key.includes('PRIVATE KEY')) {
    throw new Error('has no private_key: is this a service account key?');
  }
  return { clientEmail: key.client_email, privateKey: key.private_key };
}

/** The configured key, from the JSON setting or the key file; null when neither is set. */
export function serviceAccountKeyOf(settings: {
  GOOGLE_SERVICE_ACCOUNT_JSON?: string;
  GOOGLE_SERVICE_ACCOUNT_KEY_FILE?: string;
}): ServiceAccountKey | null {
  if (settings.GOOGLE_SERVICE_ACCOUNT_JSON) {
    return parseServiceAccountKey(settings.GOOGLE_SERVICE_ACCOUNT_JSON);
  }
  if (settings.GOOGLE_SERVICE_ACCOUNT_KEY_FILE) {
    return parseServiceAccountKey(readFileSync(settings.GOOGLE_SERVICE_ACCOUNT_KEY_FILE, 'utf8'));
  }
  return null;
}
