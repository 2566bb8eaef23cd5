import type { IncomingMessage, ServerResponse } from 'node:http';

/** How the fake answers like Google: the error body's status names and default messages. */
const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};
export const DEFAULT_MESSAGES: Record<number, string> = {
  403: 'The caller does not have permission',
  404: 'Requested entity was not found.',
  429: "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user'",
  500: 'Internal error encountered.',
  503: 'The service is currently unavailable.',
};

/** Thrown anywhere in a handler: the fake answers `status` with Google's error body. */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function googleError(res: ServerResponse, status: number, message: string) {
  sendJson(res, status, {
    error: { code: status, message, status: STATUS_NAMES[status] ?? 'UNKNOWN' },
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

export async function readBody(req: IncomingMessage, limit: number): Promise<string> {
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
