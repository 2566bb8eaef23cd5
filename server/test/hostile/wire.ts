/**
 * How a hostile request is written on the wire. Paths and query strings are percent-encoded
 * byte by byte, so any string (a lone surrogate too, as the invalid UTF-8 bytes it would be)
 * reaches the server exactly as an attacker could send it.
 */
export type Role = 'anonymous' | 'owner' | 'admin';

export interface WireRequest {
  method: string;
  path: string;
  query: [string, string][];
  /** Absent: no body at all. */
  body?: { text: string; contentType: string };
  cookie?: string;
  /** More headers (a webhook's signature). */
  headers?: Record<string, string>;
}

export interface WireResponse {
  status: number;
  contentType: string;
  text: string;
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

function utf8Bytes(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 63)];
  if (codePoint < 0x10000) {
    return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 63), 0x80 | (codePoint & 63)];
  }
  return [
    0xf0 | (codePoint >> 18),
    0x80 | ((codePoint >> 12) & 63),
    0x80 | ((codePoint >> 6) & 63),
    0x80 | (codePoint & 63),
  ];
}

/** encodeURIComponent without its URIError: a lone surrogate becomes its (invalid) bytes. */
export function percentEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    if (UNRESERVED.test(ch)) {
      out += ch;
      continue;
    }
    for (const byte of utf8Bytes(ch.codePointAt(0)!)) {
      out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    }
  }
  return out;
}

export function urlOf(request: Pick<WireRequest, 'path' | 'query'>): string {
  if (request.query.length === 0) return request.path;
  const pairs = request.query.map(
    ([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`,
  );
  return `${request.path}?${pairs.join('&')}`;
}

export async function send(baseUrl: string, request: WireRequest): Promise<WireResponse> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    ...request.headers,
  };
  if (request.cookie) headers.Cookie = request.cookie;
  if (request.body) headers['Content-Type'] = request.body.contentType;
  const response = await fetch(`${baseUrl}${urlOf(request)}`, {
    method: request.method,
    headers,
    body: request.body?.text,
  });
  const contentType = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    contentType,
    text: contentType.startsWith('text/event-stream')
      ? await firstBlockOf(response)
      : await response.text(),
  };
}

/** A stream's first block (up to its first blank line); then the stream is closed. */
async function firstBlockOf(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (!text.includes('\n\n')) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel();
  }
  return text;
}

/** The session cookie a response sets, as `name=value`. */
export function sessionCookieOf(headers: Headers): string | undefined {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.includes('sid'));
}
