/**
 * Texts of the web push routes (docs/product.md#web-push) that the server sends and the client
 * shows.
 */
export const PUSH_MESSAGES = {
  subscribed: 'This browser will show notifications about your bookings',
  notSubscribed: 'This browser is not subscribed to your notifications',
  held: 'Another account holds this browser’s notifications. Turn notifications off and on again here to get your own.',
  deviceNotFound: 'That device is not receiving your notifications',
  unknownBrowser: 'Unknown browser',
  endpointRequired: 'A push subscription needs its endpoint',
  endpointHttps: 'The push endpoint must be an https:// address',
  endpointTooLong: 'The push endpoint is too long',
  endpointCredentials: 'The push endpoint must not carry a user name or password',
  p256dh: 'keys.p256dh must be a P-256 public key: 65 bytes, uncompressed, in base64url',
  auth: 'keys.auth must be 16 bytes in base64url',
  /** `reason` is the address guard's, e.g. 'refused: private address 127.0.0.1'. */
  refused: (reason: string) =>
    `That push endpoint cannot be used (${reason.replace(/^refused: /, '')}): a browser's push service has a public https address`,
} as const;
