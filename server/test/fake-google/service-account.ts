import { generateKeyPairSync } from 'node:crypto';

/** A service account as Google's console hands it out: the JSON key and, for the fake, its public half. */
export interface ServiceAccount {
  clientEmail: string;
  privateKey: string;
  publicKey: string;
  /** The key file's text: GOOGLE_SERVICE_ACCOUNT_JSON, or the file GOOGLE_SERVICE_ACCOUNT_KEY_FILE names. */
  json: string;
}

export function newServiceAccount(
  clientEmail = 'marina-export@marina-test.iam.gserviceaccount.com',
): ServiceAccount {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const json = JSON.stringify({
    type: 'service_account',
    project_id: 'marina-test',
    private_key_id: 'test-key',
    private_key: privateKey,
    client_email: clientEmail,
    client_id: '100000000000000000000',
    token_uri: 'https://oauth2.googleapis.com/token',
  });
  return { clientEmail, privateKey, publicKey, json };
}
