import { describe, expect, it } from 'vitest';
import { gsmLength } from './gsm7';
import { replyText, type InboundReply } from './sms-replies';

const REPLIES: InboundReply[] = ['stopped', 'started', 'help'];
const site = (marinaName: string, marinaPhone: string | null = '(617) 555-0199') => ({
  marinaName,
  marinaPhone,
});

describe('the answers to STOP, START and HELP', () => {
  it('when the marina has a usual name, then each answer names it in full', () => {
    expect(REPLIES.map((reply) => replyText(reply, site('Harbor Point Marina')))).toEqual([
      'Harbor Point Marina: You will get no more texts from us. Reply START to get them again.',
      'Harbor Point Marina: You will get texts from us again. Reply STOP to end them, HELP for help.',
      'Harbor Point Marina: booking texts. Questions? Call us at (617) 555-0199. Reply STOP to end texts.',
    ]);
  });

  it('when MARINA_PHONE is unset, then HELP says how to end and restart texts instead', () => {
    expect(replyText('help', site('Harbor Point Marina', null))).toBe(
      'Harbor Point Marina: booking texts. Reply STOP to end texts, START to get them again.',
    );
  });

  it('when the name is too long for one text, then the name is shortened and the instruction kept whole', () => {
    const long = `The ${'Very '.repeat(40)}Long Marina and Boatyard`;
    for (const reply of REPLIES) {
      const text = replyText(reply, site(long));
      // Cut at a space, the name may end a character short of the limit.
      expect(gsmLength(text), text).toBeLessThanOrEqual(160);
      expect(gsmLength(text), text).toBeGreaterThanOrEqual(159);
      expect(text.startsWith('The Very Very')).toBe(true);
      expect(text).toContain('...: ');
      expect(text.endsWith(replyText(reply, site('X')).slice('X: '.length))).toBe(true);
    }
  });

  it('when the name holds characters outside GSM-7, control characters or a link, then they are left out', () => {
    const text = replyText('stopped', site('Zoë’s Marina 🚤\u0007 www.evil.example'));
    expect(text).toBe(
      "Zoe's Marina: You will get no more texts from us. Reply START to get them again.",
    );
  });

  it('when nothing of the name is left, then the answer goes without one', () => {
    expect(replyText('started', site('🚤⚓'))).toBe(
      'You will get texts from us again. Reply STOP to end them, HELP for help.',
    );
  });
});
