import { randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newServiceAccount, type ServiceAccount } from './service-account';
import { parseRange, type SheetGrid } from './sheet-grid';

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
  /** The cells of a sheet, row by row, as the export left them. */
  rows(title?: string): string[][];
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

const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};
const DEFAULT_MESSAGES: Record<number, string> = {
  403: 'The caller does not have permission',
  404: 'Requested entity was not found.',
  429: "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user'",
  500: 'Internal error encountered.',
  503: 'The service is currently unavailable.',
};

interface GridSize {
  rowCount?: number;
  columnCount?: number;
}

/** The two batchUpdate requests the export sends. */
interface BatchRequest {
  addSheet?: { properties: { title: string; gridProperties?: GridSize } };
  updateSheetProperties?: { properties: { sheetId: number; gridProperties?: GridSize } };
}

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function googleError(res: ServerResponse, status: number, message: string) {
  sendJson(res, status, {
    error: { code: status, message, status: STATUS_NAMES[status] ?? 'UNKNOWN' },
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      throw new HttpFailure(400, `Request payload size exceeds the limit: ${limit} bytes.`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const base64UrlJson = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** Google's side of RFC 7523: the assertion must be an RS256 JWT from this account, for this scope. */
function checkAssertion(assertion: string, account: ServiceAccount): Record<string, unknown> {
  const [header, payload, signature] = assertion.split('.');
  if (!header || !payload || !signature) throw new HttpFailure(400, 'malformed assertion');
  if (base64UrlJson(header).alg !== 'RS256') throw new HttpFailure(400, 'alg must be RS256');
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    account.publicKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new HttpFailure(400, 'Invalid JWT Signature.');
  const claims = base64UrlJson(payload);
  const now = Date.now() / 1000;
  if (claims.iss !== account.clientEmail) throw new HttpFailure(400, 'Invalid issuer');
  if (claims.aud !== GOOGLE_TOKEN_URL) throw new HttpFailure(400, 'Invalid audience');
  if (!String(claims.scope).split(' ').includes('https://www.googleapis.com/auth/spreadsheets')) {
    throw new HttpFailure(400, 'Invalid scope');
  }
  if (typeof claims.exp !== 'number' || claims.exp < now || claims.exp - now > 3700) {
    throw new HttpFailure(400, 'Invalid JWT: Token must be a short-lived token');
  }
  return claims;
}

function rangeOf(text: string) {
  try {
    return parseRange(text);
  } catch (error) {
    throw new HttpFailure(400, (error as Error).message);
  }
}

export async function startFakeGoogle(options: FakeGoogleOptions = {}): Promise<FakeGoogle> {
  const account = options.account ?? newServiceAccount();
  const spreadsheetId = options.spreadsheetId ?? `sheet-${randomBytes(6).toString('hex')}`;
  const maxRequestBytes = options.maxRequestBytes ?? 2 * 1024 * 1024;
  const tokens = new Set<string>();
  const sheets: SheetGrid[] = [
    { sheetId: 0, title: 'Sheet1', rowCount: 1000, columnCount: 26, cells: [] },
  ];
  const failures: { status: number; retryAfter?: number }[] = [];
  const calls: FakeGoogle['calls'] = [];
  const grants: FakeGoogle['grants'] = [];
  let nextSheetId = 1000;

  const sheetNamed = (title: string) => {
    const sheet = sheets.find((s) => s.title === title);
    if (!sheet) throw new HttpFailure(400, `Unable to parse range: ${title}`);
    return sheet;
  };

  function token(body: string, res: ServerResponse) {
    const form = new URLSearchParams(body);
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
      sendJson(res, 400, { error: 'unsupported_grant_type' });
      return;
    }
    try {
      grants.push(checkAssertion(form.get('assertion') ?? '', account));
    } catch (error) {
      sendJson(res, 400, { error: 'invalid_grant', error_description: (error as Error).message });
      return;
    }
    const accessToken = `ya29.fake-${randomBytes(12).toString('hex')}`;
    tokens.add(accessToken);
    sendJson(res, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
  }

  function spreadsheet(method: string, rest: string, url: URL, body: string): unknown {
    if (method === 'GET' && rest === '') {
      return {
        spreadsheetId,
        properties: { title: 'Marina bookings' },
        sheets: sheets.map((s, index) => ({
          properties: {
            sheetId: s.sheetId,
            title: s.title,
            index,
            gridProperties: { rowCount: s.rowCount, columnCount: s.columnCount },
          },
        })),
      };
    }
    if (method === 'POST' && rest === ':batchUpdate') {
      const { requests } = JSON.parse(body) as { requests: BatchRequest[] };
      const replies = requests.map((request) => batchRequest(request));
      return { spreadsheetId, replies };
    }
    const values = /^\/values\/([^:]+)(:clear)?$/.exec(rest);
    if (values) {
      const range = rangeOf(decodeURIComponent(values[1]!));
      const sheet = sheetNamed(range.title);
      if (method === 'POST' && values[2]) {
        sheet.cells = range.startRow === 0 ? [] : sheet.cells.slice(0, range.startRow);
        return { spreadsheetId, clearedRange: range.title };
      }
      if (method === 'PUT' && !values[2]) {
        if (url.searchParams.get('valueInputOption') !== 'RAW') {
          throw new HttpFailure(400, 'The export writes RAW values');
        }
        const { values: rows } = JSON.parse(body) as { values: unknown[][] };
        return writeRows(sheet, range.startRow, rows);
      }
    }
    throw new HttpFailure(404, `No fake for ${method} ${rest}`);
  }

  function batchRequest(request: BatchRequest) {
    if (request.addSheet) {
      const { properties } = request.addSheet;
      if (sheets.some((s) => s.title === properties.title)) {
        throw new HttpFailure(
          400,
          `Invalid requests[0].addSheet: A sheet with the name "${properties.title}" already exists.`,
        );
      }
      const sheet: SheetGrid = {
        sheetId: nextSheetId++,
        title: properties.title,
        rowCount: properties.gridProperties?.rowCount ?? 1000,
        columnCount: properties.gridProperties?.columnCount ?? 26,
        cells: [],
      };
      sheets.push(sheet);
      return { addSheet: { properties: { sheetId: sheet.sheetId, title: sheet.title } } };
    }
    if (request.updateSheetProperties) {
      const { properties } = request.updateSheetProperties;
      const sheet = sheets.find((s) => s.sheetId === properties.sheetId);
      if (!sheet) throw new HttpFailure(400, `No grid with id: ${properties.sheetId}`);
      sheet.rowCount = properties.gridProperties?.rowCount ?? sheet.rowCount;
      sheet.columnCount = properties.gridProperties?.columnCount ?? sheet.columnCount;
      sheet.cells = sheet.cells
        .slice(0, sheet.rowCount)
        .map((row) => row.slice(0, sheet.columnCount));
      return {};
    }
    throw new HttpFailure(400, `The fake does not know ${Object.keys(request).join(', ')}`);
  }

  function writeRows(sheet: SheetGrid, startRow: number, rows: unknown[][]) {
    const widest = Math.max(0, ...rows.map((row) => row.length));
    if (startRow + rows.length > sheet.rowCount || widest > sheet.columnCount) {
      throw new HttpFailure(
        400,
        `Range ('${sheet.title}'!A${startRow + 1}) exceeds grid limits. Max rows: ${sheet.rowCount}, max columns: ${sheet.columnCount}`,
      );
    }
    rows.forEach((row, i) => {
      sheet.cells[startRow + i] = row.map((cell) => String(cell));
    });
    return {
      spreadsheetId,
      updatedRows: rows.length,
      updatedColumns: widest,
      updatedCells: rows.reduce((n, row) => n + row.length, 0),
    };
  }

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
        sendJson(res, 200, spreadsheet(method, match[2]!, url, body));
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
    rows: (title = 'Bookings') =>
      sheets.find((s) => s.title === title)?.cells.map((r) => [...r]) ?? [],
    sheetTitles: () => sheets.map((s) => s.title),
    addSheet(title, rows = []) {
      sheets.push({ sheetId: nextSheetId++, title, rowCount: 1000, columnCount: 26, cells: rows });
    },
    fillSheet(title, rows) {
      const sheet = sheets.find((s) => s.title === title);
      if (!sheet) throw new Error(`no sheet ${title}`);
      sheet.cells = rows.map((row) => [...row]);
      sheet.rowCount = Math.max(sheet.rowCount, rows.length);
    },
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
