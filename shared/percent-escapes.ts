/** Enough for `%25252F`: an escape escaped three times over, as a hostile client may send. */
const MAX_DECODE_ROUNDS = 4;

/**
 * %XX escapes decoded as bytes, repeatedly, so `%252F` ends as `/` too: what a path or report
 * means once every layer of escaping is gone. Used where secrets are hidden (feed paths in the
 * request log, browsers' error reports), never to route.
 */
export function decodeEscapes(text: string): string {
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (next === current) break;
    current = next;
  }
  return current;
}
