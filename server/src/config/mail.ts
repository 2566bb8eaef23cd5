import { z } from 'zod';
import { optionalString } from './setting-types';

/** Mail (docs/product.md#email): the transport, the sender, reminders and the daily cap. */
export const mailSettings = {
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Marina Scheduler <no-reply@marina.local>'),
  REMINDER_LEAD_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 14)
    .default(24),
  WORKER_POLL_MS: z.coerce.number().int().min(100).default(30_000),
  // However many accounts ask, one address gets at most this many mails a day.
  MAIL_MAX_PER_RECIPIENT_PER_DAY: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(10_000)
    .default(20),
  // A done or no-show mail waits this long, so an Undo in that time withdraws it.
  STATUS_MAIL_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60_000)
    .default(2 * 60_000),
};
