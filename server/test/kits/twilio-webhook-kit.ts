import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client';
import { mailQueue } from '../../src/db/schema';
import { optOutOf } from '../../src/modules/sms/sms-opt-out-repository';
import {
  FAKE_TWILIO,
  fakeTwilioEnv,
  startFakeTwilio,
  twilioSignature,
  type FakeTwilio,
} from '../fake-twilio/fake-twilio';
import { useTestApp } from '../use-test-app';
import { freshMobile } from './sms-kit';

export const INBOUND_PATH = '/api/sms/inbound';
export const STATUS_PATH = '/api/sms/status';

/**
 * Twilio's webhooks as Twilio sends them (docs/product.md#text-messages): a form body, no
 * X-Requested-With, no session, and X-Twilio-Signature computed over the webhook's URL and the
 * fields.
 */
export interface WebhookCall {
  /** The URL the signature is computed over; APP_URL plus the path unless a test says else. */
  signedUrl?: string;
  /** Sign with this token instead of the app's (a forger's guess). */
  token?: string;
  /** No X-Twilio-Signature header at all. */
  unsigned?: true;
  /** This X-Twilio-Signature, whatever the fields. */
  signature?: string;
  /** Sent as the request's Host header (a proxy or an attacker's choice). */
  host?: string;
}

export function postWebhook(
  app: Express,
  appUrl: string,
  path: string,
  fields: Record<string, string>,
  call: WebhookCall = {},
) {
  const req = request(app).post(path).type('form');
  if (call.signature !== undefined) req.set('X-Twilio-Signature', call.signature);
  else if (!call.unsigned) {
    const url = call.signedUrl ?? `${appUrl}${path}`;
    req.set(
      'X-Twilio-Signature',
      twilioSignature(url, fields, call.token ?? FAKE_TWILIO.authToken),
    );
  }
  if (call.host) req.set('Host', call.host);
  return req.send(new URLSearchParams(fields).toString());
}

/** A new mobile per call (one numbering with sms-kit's), so tests never share an opt-out. */
export const newMobile = (): string => freshMobile().e164;

/** Twilio's id for a message: SM and 32 hexadecimal characters. */
export const newMessageSid = () => `SM${randomBytes(16).toString('hex')}`;

/** Why the number gets no texts, or null: what the worker and the API read too. */
export const optOutReasonOf = optOutOf;

/** A text the worker handed to Twilio, with the MessageSid Twilio answered. */
export async function sentText(db: Database, phoneNumber: string, sid = newMessageSid()) {
  const [row] = await db
    .insert(mailQueue)
    .values({
      kind: 'sms-verification',
      channel: 'sms',
      recipient: phoneNumber,
      payload: { kind: 'sms-verification', code: null },
      status: 'sent',
      attempts: 1,
      sentAt: new Date(),
      providerMessageId: sid,
    })
    .returning();
  return row!;
}

export async function textRow(db: Database, id: number) {
  const [row] = await db.select().from(mailQueue).where(eq(mailQueue.id, id));
  return row!;
}

/**
 * A file's app set up for Twilio (the local fake's credentials) at an https APP_URL, with
 * Twilio's two webhooks signed as Twilio would sign them.
 */
export function useWebhookApp(env: Record<string, string> = {}) {
  let twilio: FakeTwilio | undefined;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
  });
  afterAll(async () => {
    await twilio?.close();
  });
  const t = useTestApp(() => ({
    env: { ...fakeTwilioEnv(twilio!), APP_URL: 'https://marina.example.test', ...env },
  }));
  const post = (path: string) => (fields: Record<string, string>, call?: WebhookCall) =>
    postWebhook(t.app, t.config.APP_URL, path, fields, call);
  return {
    t,
    inbound: post(INBOUND_PATH),
    status: post(STATUS_PATH),
    db: () => t.database.db,
  };
}
