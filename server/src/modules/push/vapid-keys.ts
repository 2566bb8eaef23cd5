import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { storedKeys } from './vapid-key-repository';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * Who the push services may write to about our pushes: VAPID_SUBJECT, else APP_URL when it is
 * https, else the first admin's address, else the mail sender's.
 */
export function vapidSubjectOf(
  config: Pick<Config, 'VAPID_SUBJECT' | 'APP_URL' | 'ADMIN_EMAIL' | 'MAIL_FROM'>,
): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.APP_URL.startsWith('https://')) return config.APP_URL;
  if (config.ADMIN_EMAIL) return `mailto:${config.ADMIN_EMAIL}`;
  const sender = /<([^<>\s]+@[^<>\s]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  return `mailto:${sender}`;
}

const stored = new WeakMap<object, Promise<{ publicKey: string; privateKey: string }>>();

/** The VAPID keys: the settings' pair, or the stored one (read once per database handle). */
export function vapidDetailsOf(config: Config, db: Executor): Promise<VapidDetails> {
  const subject = vapidSubjectOf(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return Promise.resolve({
      subject,
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
    });
  }
  let pair = stored.get(db);
  if (!pair) {
    pair = storedKeys(db);
    // A failure (the database away) is not kept: the next caller tries again.
    pair.catch(() => stored.delete(db));
    stored.set(db, pair);
  }
  return pair.then((keys) => ({ subject, ...keys }));
}
