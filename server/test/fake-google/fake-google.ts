import { afterAll, beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_MESSAGES, googleError, HttpFailure, readBody, sendJson } from './google-http';
import { tokenEndpoint } from './google-token';
import { newServiceAccount, type ServiceAccount } from './service-account';
import type { SheetCell } from './sheet-grid';
import { fakeSpreadsheet } from './spreadsheet';

/**
 * Google's token endpoint and the slice of the Sheets v4 API the export uses, on a local port:
 * the app reaches it through GOOGLE_API_ROOT_URL, as it would reach Google. It checks what
 * Google checks (a JWT-bearer grant signed with the service account's key, a bearer token on
 * every call, grid limits, a request size ceiling) and keeps the cells it was sent.
 */
export interface FakeGoogle {
  rootUrl: string;
  spreadsheetId: string;
  account: ServiceAccount;
  /** The app's Google settings pointing at this fake. */
  env(): Record<string, string>;
  /** The cells of a sheet, row by row, as the export left them (numbers as numbers). */
  rows(title?: string): SheetCell[][];
  sheetTitles(): string[];
  addSheet(title: string, rows?: string[][]): void;
  /** Replaces a sheet's cells, growing its grid to fit: what an earlier export or a person left. */
  fillSheet(title: string, rows: string[][]): void;
  /** The next `times` Sheets API calls answer `status` with Google's error body. */
  failNext(status: number, times?: number, retryAfterSeconds?: number): void;
  /** Every call the fake answered, in order. */
  calls: { method: string; path: string; status: number; bytes: number }[];
  /** The claims of each accepted token grant. */
  grants: Record<string, unknown>[];
  close(): Promise<void>;
}

export interface FakeGoogleOptions {
  account?: ServiceAccount;
  spreadsheetId?: string;
  /** Google recommends payloads of at most 2 MB; larger writes are refused here. */
  maxRequestBytes?: number;
}

export async function startFakeGoogle(options: FakeGoogleOptions = {}): Promise<FakeGoogle> {
  const account = options.account ?? newServiceAccount();
  const spreadsheetId = options.spreadsheetId ?? `sheet-${randomBytes(6).toString('hex')}`;
  const maxRequestBytes = options.maxRequestBytes ?? 2 * 1024 * 1024;
  const tokens = new Set<string>();
  const spreadsheet = fakeSpreadsheet(spreadsheetId);
  const failures: { status: number; retryAfter?: number }[] = [];
  const calls: FakeGoogle['calls'] = [];
  const grants: FakeGoogle['grants'] = [];
  const token = tokenEndpoint(account, tokens, grants);

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.google');
    const method = req.method ?? 'GET';
    let bytes = 0;
    res.on('finish', () =>
      calls.push({ method, path: decodeURIComponent(url.pathname), status: res.statusCode, bytes }),
    );
    void (async () => {
      try {
        const body = await readBody(req, maxRequestBytes);
        bytes = Buffer.byteLength(body);
        if (method === 'POST' && url.pathname === '/token') {
          token(body, res);
          return;
        }
        const match = /^\/v4\/spreadsheets\/([^/:]+)(.*)$/.exec(url.pathname);
        if (!match) throw new HttpFailure(404, `No fake for ${method} ${url.pathname}`);
        const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        if (!bearer || !tokens.has(bearer)) {
          throw new HttpFailure(401, 'Request had invalid authentication credentials.');
        }
        const failure = failures.shift();
        if (failure) {
          if (failure.retryAfter !== undefined) {
            res.setHeader('Retry-After', String(failure.retryAfter));
          }
          throw new HttpFailure(failure.status, DEFAULT_MESSAGES[failure.status] ?? 'Error');
        }
        if (decodeURIComponent(match[1]!) !== spreadsheetId) {
          throw new HttpFailure(404, DEFAULT_MESSAGES[404]!);
        }
        sendJson(res, 200, spreadsheet.handle(method, match[2]!, url, body));
      } catch (error) {
        if (error instanceof HttpFailure) googleError(res, error.status, error.message);
        else googleError(res, 500, (error as Error).message);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const rootUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  return {
    rootUrl,
    spreadsheetId,
    account,
    env: () => ({
      GOOGLE_API_ROOT_URL: rootUrl,
      GOOGLE_SERVICE_ACCOUNT_JSON: account.json,
      GOOGLE_SHEETS_SPREADSHEET_ID: spreadsheetId,
    }),
    rows: (title = 'Bookings') => spreadsheet.rows(title),
    sheetTitles: spreadsheet.sheetTitles,
    addSheet: (title, rows = []) => spreadsheet.addSheet(title, rows),
    fillSheet: spreadsheet.fillSheet,
    failNext(status, times = 1, retryAfterSeconds) {
      for (let i = 0; i < times; i++) failures.push({ status, retryAfter: retryAfterSeconds });
    },
    calls,
    grants,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A fake Google for the file's tests: started before them and closed after. Read it inside
 * tests and hooks (an app's options read after it starts point the Sheets client at it).
 */
export function useFakeGoogle(): () => FakeGoogle {
  let fake: FakeGoogle | undefined;
  beforeAll(async () => {
    fake = await startFakeGoogle();
  });
  afterAll(async () => {
    await fake?.close();
  });
  return () => {
    if (!fake) throw new Error('useFakeGoogle: read the fake inside a test or hook');
    return fake;
  };
}
