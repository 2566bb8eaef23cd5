import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

/** Credentials the fake accepts; tests set the app's TWILIO_* settings from these. */
export const FAKE_TWILIO = {
  accountSid: `AC${'a1'.repeat(16)}`,
  authToken: 'fake-twilio-auth-token-0123456789',
  from: '+16175550100',
} as const;

/** One text as Twilio's Messages endpoint received it. */
export interface FakeText {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | null;
  receivedAt: Date;
}

/** What the next request(s) answer instead of 201: a Twilio error body with its code. */
export interface FakeFailure {
  httpStatus: number;
  code: number;
  message: string;
}

/**
 * A local stand-in for Twilio's REST API (POST /2010-04-01/Accounts/{sid}/Messages.json): it
 * checks HTTP Basic credentials and the form body as Twilio would, records each text, and can
 * be told to fail. The official client reaches it through TWILIO_API_BASE_URL.
 */
export interface FakeTwilio {
  readonly url: string;
  readonly texts: FakeText[];
  to(number: string): FakeText[];
  /** The next `times` requests fail with this answer (a 5xx to retry, a 4xx with a code). */
  failNext(failure: FakeFailure, times?: number): void;
  clear(): void;
  close(): Promise<void>;
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const texts: FakeText[] = [];
  const failures: FakeFailure[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_TWILIO.accountSid}:${FAKE_TWILIO.authToken}`).toString('base64')}`;
  const messagesPath = `/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages.json`;

  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    void readBody(req).then((raw) => {
      if (req.method !== 'POST' || req.url !== messagesPath) {
        return answer(404, { code: 20404, message: 'The requested resource was not found' });
      }
      if (req.headers.authorization !== expectedAuth) {
        return answer(401, { code: 20003, message: 'Authenticate' });
      }
      const failure = failures.shift();
      if (failure) {
        return answer(failure.httpStatus, {
          code: failure.code,
          message: failure.message,
          status: failure.httpStatus,
        });
      }
      const form = new URLSearchParams(raw);
      const to = form.get('To');
      const body = form.get('Body');
      if (!to || !body || (!form.get('From') && !form.get('MessagingServiceSid'))) {
        return answer(400, { code: 21604, message: "A 'To', 'Body' and sender are required" });
      }
      const text: FakeText = {
        sid: `SM${randomBytes(16).toString('hex')}`,
        to,
        from: form.get('From'),
        messagingServiceSid: form.get('MessagingServiceSid'),
        body,
        statusCallback: form.get('StatusCallback'),
        receivedAt: new Date(),
      };
      texts.push(text);
      answer(201, {
        sid: text.sid,
        account_sid: FAKE_TWILIO.accountSid,
        to: text.to,
        from: text.from,
        body: text.body,
        status: 'queued',
        num_segments: '1',
        date_created: text.receivedAt.toUTCString(),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    texts,
    to: (number) => texts.filter((text) => text.to === number),
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(failure);
    },
    clear() {
      texts.length = 0;
      failures.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The app's settings that send texts through the fake. */
export function fakeTwilioEnv(fake: FakeTwilio): Record<string, string> {
  return {
    TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
    TWILIO_FROM: FAKE_TWILIO.from,
    TWILIO_API_BASE_URL: fake.url,
  };
}

/**
 * X-Twilio-Signature for a webhook Twilio would send to `url` (APP_URL plus the path) with
 * these form fields, computed by the official package as Twilio computes it.
 */
export function twilioSignature(
  url: string,
  params: Record<string, string>,
  authToken: string = FAKE_TWILIO.authToken,
): string {
  return twilio.getExpectedTwilioSignature(authToken, url, params);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}
