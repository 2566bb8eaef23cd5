import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { vapidSubjectOf } from './modules/push/vapid-keys';

const pair = webpush.generateVAPIDKeys();
const otherPair = webpush.generateVAPIDKeys();

describe('web push settings', () => {
  it('when nothing is set, then no key is configured (one is generated and stored) and private endpoints are refused', () => {
    const config = loadConfig({});
    expect(config.VAPID_PUBLIC_KEY).toBeUndefined();
    expect(config.VAPID_PRIVATE_KEY).toBeUndefined();
    expect(config.PUSH_ALLOW_PRIVATE).toBe(false);
  });

  it('when a matching pair is set, then it is used', () => {
    const config = loadConfig({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
    });
    expect(config.VAPID_PUBLIC_KEY).toBe(pair.publicKey);
  });

  it('when only one key is set, or the two do not belong together, then start-up stops without showing the private key', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrowError(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both/,
    );
    let message = '';
    try {
      loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: otherPair.privateKey });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/VAPID_PRIVATE_KEY: is not the private key of VAPID_PUBLIC_KEY/);
    expect(message).not.toContain(otherPair.privateKey);
    let malformed = '';
    try {
      loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: `${pair.privateKey}!` });
    } catch (error) {
      malformed = (error as Error).message;
    }
    expect(malformed).toMatch(/VAPID_PRIVATE_KEY/);
    expect(malformed).not.toContain(pair.privateKey);
  });

  it('when the subject is not a mailto: or https: URL, then start-up stops', () => {
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://marina.example' })).toThrowError(
      /VAPID_SUBJECT/,
    );
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:office@marina.example' }).VAPID_SUBJECT).toBe(
      'mailto:office@marina.example',
    );
  });

  it('when no subject is set, then it is APP_URL if https, else the admin’s or the sender’s address', () => {
    expect(vapidSubjectOf(loadConfig({ APP_URL: 'https://book.marina.example' }))).toBe(
      'https://book.marina.example',
    );
    expect(
      vapidSubjectOf(
        loadConfig({ ADMIN_EMAIL: 'office@marina.example', ADMIN_PASSWORD: 'x'.repeat(12) }),
      ),
    ).toBe('mailto:office@marina.example');
    expect(vapidSubjectOf(loadConfig({ MAIL_FROM: 'Harbor Point <desk@harbor.example>' }))).toBe(
      'mailto:desk@harbor.example',
    );
  });
});
