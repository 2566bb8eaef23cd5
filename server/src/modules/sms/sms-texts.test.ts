import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from '@shared/control-characters';
import type { BookingSnapshot } from '../../db/mail-payload';
import { gsmLength, textFromUser, toGsm7 } from './gsm7';
import { renderText, TEXT_LIMIT } from './sms-texts';

const booking: BookingSnapshot = {
  id: 7,
  confirmationCode: 'K7M2QX9P',
  serviceType: 'launch',
  bookingDate: '2027-04-16',
  timeSlot: '12:00 PM',
  sourceSlipType: 'my-wet-slip',
  destination: 'wash-pad',
  ownerName: 'Casey',
  ownerEmail: 'casey@example.com',
  specialRequests: null,
};
const site = { marinaName: 'Harbor Point Marina', marinaPhone: '(617) 555-0199' };

describe('texts', () => {
  it('when the marina has a long name, then the name gives way and the date, code and STOP line stay, in one segment', () => {
    const long = {
      ...site,
      marinaName:
        'The Royal Harbour Yacht Club and Boatyard of the Northern Shore Cooperative Association',
    };
    const text = renderText(long, { kind: 'booking-confirmed', booking, bookedByAdmin: true })!;
    expect(gsmLength(text)).toBeLessThanOrEqual(TEXT_LIMIT);
    expect(text).toMatch(
      /^The Royal Harbour.*\.\.\.: The office booked your launch for Fri Apr 16 12:00 PM\. Code K7M2QX9P\. Reply STOP to opt out\.$/,
    );
  });

  it('when a reason is long, then it is cut before the name, and the facts stay', () => {
    const reason =
      'Gale force winds from the northeast are expected through the afternoon with gusts to forty knots';
    const text = renderText(site, {
      kind: 'weather-hold',
      booking,
      previous: { bookingDate: '2027-04-15', timeSlot: '10:00 AM' },
      reason,
      moved: true,
    })!;
    expect(gsmLength(text)).toBeLessThanOrEqual(TEXT_LIMIT);
    expect(text).toMatch(
      /^Harbor Point Marina: Weather hold \(Gale force .*\.\.\.\)\. Your launch K7M2QX9P moved from Thu Apr 15 10:00 AM to Fri Apr 16 12:00 PM\.$/,
    );
  });

  it('when a name or reason holds control characters, links, emoji or direction overrides, then the text has none of them', () => {
    const hostile = {
      ...site,
      marinaName:
        'Harbor\r\nPoint\u0007 Marina \u202Eanirām\u202C 🚤 https://evil.example/x www.phish.example bit.ly/abc',
    };
    const text = renderText(hostile, {
      kind: 'date-closed',
      booking,
      reason: 'Closed\u0000 — see “evil.com/free” … ok',
      wholeDay: true,
    })!;
    expect(hasControlCharacters(text)).toBe(false);
    expect(text).not.toMatch(/[\u202a-\u202e]/);
    expect(text).not.toMatch(/https?:|www\.|evil|bit\.ly|phish/);
    expect(text).not.toContain('🚤');
    expect(toGsm7(text)).toBe(text);
    expect(
      text.startsWith('Harbor Point Marina aniram: We closed Fri Apr 16 (Closed - see "" ... ok).'),
    ).toBe(true);
  });

  it('when text holds letters GSM-7 lacks, then they lose their accent rather than the text its alphabet', () => {
    expect(toGsm7('Marina Škofja Łódź – “Café”')).toBe('Marina Skofja odz - "Café"');
    expect(gsmLength('a€[b')).toBe(6);
    expect(textFromUser('Visit example.com now')).toBe('Visit now');
  });

  it('when the booking names a boat, then the text names it if it fits, and gives it up first when it does not', () => {
    const reminder = (boatName: string) =>
      renderText(site, { kind: 'booking-reminder', booking: { ...booking, boatName } })!;
    expect(reminder('Sea Breeze')).toBe(
      "Harbor Point Marina: Reminder: Sea Breeze's launch is Fri Apr 16 12:00 PM. Code K7M2QX9P.",
    );
    const long = 'The Long Way Round to Nantucket and Back Again Before Dinner';
    const closed = renderText(site, {
      kind: 'date-closed',
      booking: { ...booking, boatName: long },
      reason: 'Lift repairs',
      wholeDay: true,
    })!;
    expect(closed).toBe(
      'Harbor Point Marina: We closed Fri Apr 16 (Lift repairs). Please choose a new date for your launch K7M2QX9P.',
    );
    const hostile = reminder('Sea\r\nBreeze 🚤 www.evil.example');
    expect(hostile).toContain("Sea Breeze's launch");
    expect(hostile).not.toMatch(/evil|🚤|\r|\n/);
  });

  it('when a kind goes by mail only, then it has no text', () => {
    expect(
      renderText(site, { kind: 'password-reset', email: 'a@b.c', ownerName: 'A', resetUrl: null }),
    ).toBeNull();
  });
});
