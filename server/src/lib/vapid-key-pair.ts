import { createECDH } from 'node:crypto';

/** Whether the private key (32 bytes, base64url) gives the public one (65 bytes, base64url). */
export function vapidKeysMatch(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}

/**
 * Whether a browser's key (base64url) is a point on P-256: the schema checks its form, this
 * its value, so a subscription that no push could be encrypted for is refused at once.
 */
export function isP256PublicKey(key: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(key, 'base64url'));
    return true;
  } catch {
    return false;
  }
}
