import { createDecipheriv, createECDH, createHmac, randomBytes, type ECDH } from 'node:crypto';

/** A browser's side of a push subscription: its P-256 key pair and auth secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  /** What PushSubscription.toJSON() gives: base64url, unpadded. */
  p256dh: string;
  auth: string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

const hmac = (key: Buffer, ...data: Buffer[]) =>
  createHmac('sha256', key).update(Buffer.concat(data)).digest();
const info = (text: string) => Buffer.from(`${text}\0`, 'latin1');
const ONE = Buffer.from([1]);

/**
 * Decrypts an aes128gcm push body (RFC 8188 framing, RFC 8291 keys) as the browser would: the
 * header's salt, record size and the server's ephemeral key; the shared secret from ECDH, mixed
 * with the auth secret; then the content key and nonce. One record, padded, ending in 0x02.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const secret = keys.ecdh.computeSecret(serverPublic);
  const ikm = hmac(
    hmac(Buffer.from(keys.auth, 'base64url'), secret),
    info('WebPush: info'),
    keys.ecdh.getPublicKey(),
    serverPublic,
    ONE,
  );
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, info('Content-Encoding: aes128gcm'), ONE).subarray(0, 16);
  const nonce = hmac(prk, info('Content-Encoding: nonce'), ONE).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('the last record does not end with its delimiter');
  return plain.subarray(0, end).toString('utf8');
}
