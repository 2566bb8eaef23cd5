import { replaceControlCharacters } from '@shared/control-characters';

/**
 * GSM-7, the alphabet a single 160-character text is written in: anything outside it turns the
 * whole message into UCS-2 and its limit into 70 characters, so texts are kept inside it.
 */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The escape table: each of these costs two of the 160. */
const EXTENDED = '^{}\\[~]|€';
const GSM = new Set([...BASIC, ...EXTENDED]);

const LOOK_ALIKES: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '‐': '-',
  '…': '...',
  '\u00a0': ' ',
  '•': '-',
};

/** Characters a text counts: the escape table's count twice. */
export function gsmLength(text: string): number {
  let length = 0;
  for (const ch of text) length += EXTENDED.includes(ch) ? 2 : 1;
  return length;
}

/**
 * Text written in GSM-7 on one line: control characters become spaces, curly quotes and dashes
 * their plain forms, accented letters GSM lacks lose their accent, and what is left outside the
 * alphabet (emoji, other scripts, direction overrides) is dropped.
 */
export function toGsm7(text: string): string {
  let out = '';
  for (const ch of replaceControlCharacters(text)) {
    if (GSM.has(ch) && ch !== '\n' && ch !== '\r') out += ch;
    else if (LOOK_ALIKES[ch]) out += LOOK_ALIKES[ch];
    else {
      const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
      if ([...bare].every((c) => GSM.has(c))) out += bare;
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

/** Web addresses, with or without a scheme, that a stored name or reason might carry. */
const TAIL = `[^\\s"'“”‘’()<>\\[\\]]*`;
const LINKS = new RegExp(
  `\\b(?:[a-z][a-z0-9+.-]*://${TAIL}|www\\.${TAIL}|[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:com|net|org|info|biz|io|co|ly|me|app|link|xyz|top|us|uk|ca|de|ru|cn|site|online|club|shop|tk|gl|gd|to)\\b${TAIL})`,
  'giu',
);

/**
 * Text we did not write (the marina's name, a closure reason) made fit for a text: GSM-7, one
 * line, and no links, so a text never carries an address that is not ours.
 */
export function textFromUser(text: string): string {
  return toGsm7(text.replace(LINKS, '')).replace(/ {2,}/g, ' ').trim();
}

/** Cut to at most `max` GSM-7 characters, ending with '...' when cut. */
export function shorten(text: string, max: number): string {
  if (gsmLength(text) <= max) return text;
  let out = '';
  for (const ch of text) {
    if (gsmLength(out + ch) > max - 3) break;
    out += ch;
  }
  return `${out.trimEnd()}...`;
}
