import { createPublicKey, verify } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserKeys, decryptPush, type BrowserKeys } from './push-decrypt';

/** A push as the browser behind the endpoint would show it, with what the request said. */
export interface ReceivedPush {
  browser: string;
  payload: Record<string, unknown>;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID JWT's claims and key, its signature checked. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

export interface LocalBrowser {
  id: string;
  keys: BrowserKeys;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

/** A self-signed certificate for 127.0.0.1: web-push speaks https only. */
function localCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-endpoint-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Checks the `vapid t=…, k=…` header's ES256 signature and returns its claims. */
function checkedVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [jwt, k] = [match[1]!, match[2]!];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    sub: string;
    exp: number;
  };
  return { ...body, publicKey: k };
}

/**
 * A push service on 127.0.0.1 (https, its own certificate): each browser it hands out has an
 * endpoint and keys; what arrives is decrypted with that browser's keys. It answers 201, or
 * what a test asked for that browser (404, 410, 500 …).
 */
export async function startPushEndpoint() {
  const { key, cert } = localCertificate();
  const browsers = new Map<string, LocalBrowser>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  let next = 0;
  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = /^\/push\/([a-z0-9-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const browser = browsers.get(id);
      const status = answers.get(id) ?? (browser ? 201 : 404);
      if (browser && status === 201) {
        try {
          if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          received.push({
            browser: id,
            payload: JSON.parse(decryptPush(Buffer.concat(chunks), browser.keys)) as Record<
              string,
              unknown
            >,
            ttl: req.headers.ttl as string | undefined,
            urgency: req.headers.urgency as string | undefined,
            vapid: checkedVapid(req.headers.authorization),
          });
        } catch (error) {
          errors.push((error as Error).message);
          res.writeHead(400).end();
          return;
        }
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** The certificate the worker must trust (OutboxWorkerOptions.pushCa). */
    ca: cert,
    /** A new browser: its subscription as PushSubscription.toJSON() would give it. */
    browser(): LocalBrowser {
      const id = `b${++next}-${Math.random().toString(36).slice(2, 8)}`;
      const keys = browserKeys();
      const browser = {
        id,
        keys,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: keys.p256dh, auth: keys.auth },
        },
      };
      browsers.set(id, browser);
      return browser;
    },
    /** From now on the browser's endpoint answers `status` (404, 410, 500 …). */
    answer(browser: LocalBrowser, status: number) {
      answers.set(browser.id, status);
    },
    received: (browser: LocalBrowser) => received.filter((push) => push.browser === browser.id),
    /** Pushes that arrived but did not decrypt or verify: a test expects none. */
    errors,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushEndpoint = Awaited<ReturnType<typeof startPushEndpoint>>;
