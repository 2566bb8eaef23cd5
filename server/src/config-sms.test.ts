import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const ACCOUNT = `AC${'0f'.repeat(16)}`;
const TOKEN = 'a-token-of-sixteen-plus';

describe('text message settings', () => {
  it('when nothing is set, then texts go to the outbox, quiet hours are 21-8 and numbers are read as US ones', () => {
    const config = loadConfig({});
    expect(config.TWILIO_ACCOUNT_SID).toBeUndefined();
    expect(config).toMatchObject({
      MARINA_COUNTRY: 'US',
      SMS_QUIET_HOURS: { start: 21, end: 8 },
      SMS_MAX_PER_NUMBER_PER_DAY: 10,
    });
  });

  it('when Twilio is half set, then start-up stops and says what is missing', () => {
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: ACCOUNT })).toThrowError(
      /TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN/,
    );
    expect(() =>
      loadConfig({ TWILIO_ACCOUNT_SID: ACCOUNT, TWILIO_AUTH_TOKEN: TOKEN }),
    ).toThrowError(/TWILIO_FROM: set it or TWILIO_MESSAGING_SERVICE_SID/);
    const config = loadConfig({
      TWILIO_ACCOUNT_SID: ACCOUNT,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_MESSAGING_SERVICE_SID: `MG${'1a'.repeat(16)}`,
      TWILIO_API_BASE_URL: 'http://127.0.0.1:4010/',
    });
    expect(config.TWILIO_API_BASE_URL).toBe('http://127.0.0.1:4010');
  });

  it('when values are bad, then the error names each setting, never the token', () => {
    let message = '';
    try {
      loadConfig({
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'short-secret',
        TWILIO_FROM: '617-555-0100',
        MARINA_COUNTRY: 'Atlantis',
        SMS_QUIET_HOURS: '25-3',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /TWILIO_ACCOUNT_SID[\s\S]*TWILIO_AUTH_TOKEN[\s\S]*TWILIO_FROM: must be a number in E\.164[\s\S]*MARINA_COUNTRY[\s\S]*SMS_QUIET_HOURS: must be 'off'/,
    );
    expect(message).not.toContain('short-secret');
  });

  it("when quiet hours are 'off' and the office number is written locally, then none apply and the number is kept in E.164", () => {
    const config = loadConfig({ SMS_QUIET_HOURS: 'off', MARINA_PHONE: '(617) 555-0199' });
    expect(config.SMS_QUIET_HOURS).toBeNull();
    expect(config.MARINA_PHONE).toBe('+16175550199');
    expect(() => loadConfig({ MARINA_PHONE: '12' })).toThrowError(
      /MARINA_PHONE: must be a phone number/,
    );
  });
});
