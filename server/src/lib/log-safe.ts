import { redactFeedPath } from './feed-path';

/**
 * What may be printed of an error, a URL or a setting (docs/product.md#security: logs never hold
 * secrets). Logs leave the server (collectors, support tickets), so anything a user sent or a
 * secret we hold is dropped here, once, and every logger and start-up message goes through it.
 */

/** The log form of an error: enough to diagnose, nothing a user sent. */
export interface SafeError {
  type: string;
  message: string;
  /** SQLSTATE for database errors, or a system code such as ECONNREFUSED. */
  code?: string;
  /** Identifiers the database names (never data values). */
  constraint?: string;
  table?: string;
  column?: string;
  /** The SQL text with its $n placeholders, never the parameters. */
  sql?: string;
  stack?: string;
  cause?: SafeError;
}

const MAX_SQL = 1000;
const MAX_DEPTH = 3;
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * Drizzle's message is "Failed query: …\nparams: a,b,c"; drivers attach query, params, detail
 * ("Key (email)=(x) already exists") and where. Only the fields below survive, and a database
 * message loses its quoted parts, where PostgreSQL puts input values
 * (`invalid input syntax for type integer: "…"`); identifiers come as separate fields.
 * Accepts pino's pre-serialized form too (pino-http wraps serializers), via its `raw`.
 */
export function safeError(value: unknown, depth = 0): SafeError {
  const raw = unwrapPino(value);
  if (!(raw instanceof Error)) {
    return { type: typeof raw, message: truncate(String(raw), 200) };
  }
  const record = raw as Error & Record<string, unknown>;
  const code = typeof record.code === 'string' ? record.code : undefined;
  // Both drivers' errors carry a severity; EAUTH and the like are not SQLSTATEs.
  const fromDatabase = code !== undefined && SQLSTATE.test(code) && 'severity' in record;
  let message = stripParams(raw.message);
  if (fromDatabase) message = message.replace(/"[^"]*"/g, '"…"');
  const type = raw.constructor.name || raw.name;
  const safe: SafeError = { type, message };
  if (code) safe.code = code;
  if (fromDatabase) {
    for (const key of ['constraint', 'table', 'column'] as const) {
      if (typeof record[key] === 'string') safe[key] = record[key];
    }
  }
  if (typeof record.query === 'string') safe.sql = truncate(record.query, MAX_SQL);
  // The stack's first lines repeat the message (with the params); keep only the frames.
  const frames = (raw.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${type}: ${message}`, ...frames.slice(0, 12)].join('\n');
  if (record.cause !== undefined && depth < MAX_DEPTH) {
    safe.cause = safeError(record.cause, depth + 1);
    // Drizzle's wrapper has no code of its own: lift the driver's SQLSTATE so it can be searched.
    safe.code ??= safe.cause.code;
    safe.constraint ??= safe.cause.constraint;
  }
  return safe;
}

function unwrapPino(value: unknown): unknown {
  if (value && typeof value === 'object' && !(value instanceof Error) && 'raw' in value) {
    return value.raw;
  }
  return value;
}

function stripParams(message: string): string {
  const at = message.search(/\n?params: /);
  return at === -1 ? message : message.slice(0, at);
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * A request URL for the log: the path and each parameter's name, never its value, so a reset
 * link (`?token=…&email=…`) or a search leaves nothing behind. Odd names are hidden too.
 */
export function redactUrl(url: string): string {
  const withoutHash = redactFeedToken(url.split('#')[0]!);
  const mark = withoutHash.indexOf('?');
  if (mark === -1) return withoutHash;
  const names = withoutHash
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const name = pair.split('=')[0]!;
      return /^[\w.[\]-]{1,64}$/.test(name) ? `${name}=[redacted]` : '[redacted]';
    });
  return `${withoutHash.slice(0, mark)}?${names.join('&')}`;
}

/** The feed token hidden in the path part; the query is the caller's. */
function redactFeedToken(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return redactFeedPath(url);
  return redactFeedPath(url.slice(0, mark)) + url.slice(mark);
}

/** Settings whose value is a secret as a whole: never echoed, even when malformed. */
const SECRET_SETTINGS = new Set([
  'SESSION_SECRET',
  'ADMIN_PASSWORD',
  'GOOGLE_SERVICE_ACCOUNT_JSON',
  'TWILIO_AUTH_TOKEN',
  'VAPID_PRIVATE_KEY',
]);

/**
 * How a bad setting's value appears in the start-up error. URL settings may hold a password
 * (`smtp://user:pass@host`, `?password=`), and a malformed one may lack the scheme, so
 * everything before the last "@" and every query value is masked.
 */
export function settingValueForMessage(name: string, value: string): string {
  if (SECRET_SETTINGS.has(name)) return '(value not shown: it is a secret)';
  if (!/URL|ORIGINS/.test(name)) return `(got ${JSON.stringify(value)})`;
  const at = value.lastIndexOf('@');
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(value)?.[0] ?? '';
  const masked = at === -1 ? value : `${scheme}***${value.slice(at)}`;
  return `(got ${JSON.stringify(redactUrl(masked))})`;
}
