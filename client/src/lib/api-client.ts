import type { ApiErrorBody } from '@shared/api/api-errors';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteDefinition } from '@shared/api/route';
import type { ErrorCode } from '@shared/error-codes';
import { noteAnswer } from './offline-copies';

/**
 * docs/product.md#api-calls: one backend base; same origin unless VITE_API_BASE_URL says otherwise.
 */
const API_BASE = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '';

/** A non-OK response: message is `${status}: ${body or statusText}` (docs/product.md#api-calls). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `message` field when the body was JSON, for user-facing toasts. */
  readonly serverMessage: string | null;
  /** The server's stable `code` (shared/error-codes.ts), for logic; never shown (docs/product.md#error-catalogue). */
  readonly code: ErrorCode | null;
  readonly fieldErrors: ApiErrorBody['errors'];
  /** The HTTP reason phrase ('Service Unavailable'); empty over HTTP/2, which has none. */
  readonly statusText: string;

  constructor(status: number, text: string, body: ApiErrorBody | null, statusText = '') {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.serverMessage = body?.message ?? null;
    this.code = body?.code ?? null;
    this.fieldErrors = body?.errors;
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as ApiErrorBody).message === 'string'
    ) {
      return parsed as ApiErrorBody;
    }
  } catch {
    // not JSON: keep the raw text in the Error message
  }
  return null;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text, parseErrorBody(text), res.statusText);
}

/** Every call carries the session cookie and the XMLHttpRequest marker (the server's CSRF check). */
async function apiRequest(
  method: string,
  path: string,
  data?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    ...extraHeaders,
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (data !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: data !== undefined ? JSON.stringify(data) : undefined,
      credentials: 'include',
      mode: 'cors',
    });
  } catch (error) {
    console.warn(`Network request failed: ${method} ${path}`, error);
    throw error;
  }
  noteAnswer(res);
  await throwIfNotOk(res);
  return res;
}

/** An API path as the browser must ask for it (a link's href, a download). */
export const apiUrl = (path: string) => `${API_BASE}${path}`;

/** A GET whose body is not JSON (a file): the Response, or the same ApiError as any call. */
export function apiGetResponse(path: string): Promise<Response> {
  return apiRequest('GET', path);
}

/** The text a toast shows for a failed call: the server's message, else a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

type Field<Name extends string, T> = T extends undefined
  ? { [K in Name]?: never }
  : { [K in Name]: T };

/** What a call of route R sends: its path parameters, query and body, each as the contract says. */
export type CallInput<R extends RouteDefinition> = Field<'params', ParamsOf<R>> &
  Field<'body', BodyOf<R>> & {
    query?: QueryOf<R>;
    /** Such as Idempotency-Key on a booking. */
    headers?: Record<string, string>;
  };

/** Fills ':name' segments from params, each encoded. */
function pathWith(template: string, params: unknown): string {
  const values = new Map(Object.entries(params ?? {}) as [string, unknown][]);
  return template.replace(/:([A-Za-z]+)/g, (_whole, name: string) =>
    encodeURIComponent(String(values.get(name))),
  );
}

type QueryValue = string | number | boolean | null | undefined;

function searchOf(query: unknown): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}) as [string, QueryValue][]) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls one route of the contract (shared/api): `callApi<typeof listLifts>('GET', '/api/lifts')`.
 * The route is named by type only, so its schemas stay out of the bundle, while the compiler
 * checks the method, the path, the parameters, the body and what the answer holds.
 */
export async function callApi<R extends RouteDefinition>(
  method: R['method'],
  path: R['path'],
  ...[input]: object extends CallInput<R> ? [CallInput<R>?] : [CallInput<R>]
): Promise<ResponseOf<R>> {
  const url = `${pathWith(path, input?.params)}${searchOf(input?.query)}`;
  const res = await apiRequest(method, url, input?.body, input?.headers);
  const text = await res.text();
  // The one place an answer meets its type: the server's responses are checked against the
  // same contract by the API tests (server/test/contract-check.ts).
  return (text ? JSON.parse(text) : null) as ResponseOf<R>;
}
