import type { AppContext } from '../../lib/context';
import { optInNumber, optOutNumber, optOutOf } from './sms-opt-out-repository';
import { textSiteOf } from './sms-texts';
import { replyText } from './sms-replies';
import type { InboundText } from './sms-webhook-schemas';

/**
 * The keywords carriers and Twilio expect a sender to honour (CTIA): a text that is exactly one
 * of them, in any case and with spaces around, and nothing else. A sentence that contains one
 * ('please stop at 10') is not a keyword.
 */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'UNSTOP']);
const HELP_WORDS = new Set(['HELP', 'INFO']);

/** The keyword a text is, upper-cased; '' for anything that is not a single plain word. */
function keywordOf(body: string): string {
  const word = body.trim();
  // ASCII letters only: toUpperCase() would read 'ſtop' (long s) or full-width letters as STOP.
  return /^[A-Za-z]+$/.test(word) ? word.toUpperCase() : '';
}

/**
 * What a text to our number does (docs/product.md#text-messages), and the reply to send back, or
 * null for none. STOP takes effect at once, whichever account the number belongs to, and is
 * confirmed once: a number already stopped is not texted again until it sends START.
 */
export async function answerInboundText(
  ctx: AppContext,
  text: InboundText,
): Promise<string | null> {
  const keyword = keywordOf(text.body);
  const site = textSiteOf(ctx.config);
  if (STOP_WORDS.has(keyword)) {
    if ((await optOutOf(ctx.db, text.from)) === 'stop') return null;
    await optOutNumber(ctx.db, text.from, 'stop');
    ctx.logger.info({ keyword }, 'a number texted STOP: no more texts to it');
    return replyText('stopped', site);
  }
  if (START_WORDS.has(keyword)) {
    await optInNumber(ctx.db, text.from);
    ctx.logger.info({ keyword }, 'a number texted START: texts to it resume');
    return replyText('started', site);
  }
  if (HELP_WORDS.has(keyword)) return replyText('help', site);
  return null;
}
