/**
 * C0 control characters (below U+0020) and DEL. In a mail header or an .ics line a CR or LF
 * starts a new header or property, so text from users is checked (schemas) and cleaned
 * (mail and calendar writers) with these, one definition for both sides.
 */
export function isControlCharacter(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/** True when `value` holds a control character other than those in `allowed`. */
export function hasControlCharacters(value: string, allowed: readonly string[] = []): boolean {
  for (const ch of value) {
    if (isControlCharacter(ch) && !allowed.includes(ch)) return true;
  }
  return false;
}

/** Each run of control characters (other than `allowed`) becomes one space. */
export function replaceControlCharacters(value: string, allowed: readonly string[] = []): string {
  let out = '';
  let inRun = false;
  for (const ch of value) {
    if (isControlCharacter(ch) && !allowed.includes(ch)) {
      if (!inRun) out += ' ';
      inRun = true;
    } else {
      out += ch;
      inRun = false;
    }
  }
  return out;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when `value` holds half of a UTF-16 surrogate pair on its own: not a character at all,
 * and stored as U+FFFD once encoded. (String.prototype.isWellFormed is too new for the
 * browsers the client supports.)
 */
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}
