import { gsmLength, shorten, textFromUser } from './gsm7';
import { TEXT_LIMIT, type TextSite } from './sms-texts';

/** What we answer a keyword with (docs/product.md#text-messages): each in one GSM-7 segment. */
export type InboundReply = 'stopped' | 'started' | 'help';

const WORDS: Record<InboundReply, (marinaPhone: string | null) => string> = {
  stopped: () => 'You will get no more texts from us. Reply START to get them again.',
  started: () => 'You will get texts from us again. Reply STOP to end them, HELP for help.',
  help: (marinaPhone) =>
    marinaPhone
      ? `booking texts. Questions? Call us at ${marinaPhone}. Reply STOP to end texts.`
      : 'booking texts. Reply STOP to end texts, START to get them again.',
};

/**
 * The reply, led by the marina's name (a phone shows a number, not who wrote). The name gives
 * way when the reply would not fit one text; the instruction never does. A name with nothing
 * left once made fit for a text (emoji only, say) is left out.
 */
export function replyText(reply: InboundReply, site: TextSite): string {
  const words = WORDS[reply](site.marinaPhone);
  const name = textFromUser(site.marinaName);
  if (!name) return capitalised(words);
  const room = TEXT_LIMIT - gsmLength(`: ${words}`);
  return `${shorten(name, room)}: ${words}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
