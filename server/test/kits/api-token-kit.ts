import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import type { ApiTokenScope } from '@shared/constants';
import type { Database } from '../../src/db/client';
import { apiTokens, auditLog } from '../../src/db/schema';
import type { ApiClient } from '../api-client';

let made = 0;

/** An admin makes a token on the Integrations tab: its id and the secret shown that once. */
export async function makeToken(
  admin: { client: ApiClient },
  scope: ApiTokenScope = 'write',
  name = `Integration ${(made += 1)}`,
): Promise<{ id: number; secret: string }> {
  const res = await admin.client.post('/api/tokens', { name, scope });
  if (res.status !== 201) {
    throw new Error(`token failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { id: res.body.token.id as number, secret: res.body.secret as string };
}

/**
 * Another system calling the API with a token: `Authorization: Bearer`, no cookie and no
 * X-Requested-With, as curl or a Zapier step sends it.
 */
export function withToken(app: Express, secret: string) {
  const auth = <T extends request.Test>(test: T) => test.set('Authorization', `Bearer ${secret}`);
  return {
    get: (path: string) => auth(request(app).get(path)),
    post: (path: string, body?: object) => auth(request(app).post(path)).send(body),
    put: (path: string, body?: object) => auth(request(app).put(path)).send(body),
    patch: (path: string, body?: object) => auth(request(app).patch(path)).send(body),
    delete: (path: string) => auth(request(app).delete(path)),
  };
}

/**
 * The same system shaped as the API tests' browser client (api-client.ts), for tables of calls
 * made by several kinds of caller: every request, the bare agent's included, carries the token.
 */
export function tokenClient(app: Express, secret: string): ApiClient {
  const calls = withToken(app, secret);
  const client: ApiClient = {
    ...calls,
    delete: (path: string, body?: object) =>
      body === undefined ? calls.delete(path) : calls.delete(path).send(body),
    agent: request.agent(app).set('Authorization', `Bearer ${secret}`),
  };
  tokenClients.set(client, secret);
  return client;
}

const tokenClients = new WeakMap<ApiClient, string>();

/** The Authorization header a client made by tokenClient sends; none for a browser's client. */
export function authorizationOf(client: ApiClient): Record<string, string> {
  const secret = tokenClients.get(client);
  return secret === undefined ? {} : { Authorization: `Bearer ${secret}` };
}

/** The activity log's rows for the token's revocation, by hand or by a recovery. */
export function revocationsOf(db: Database, tokenId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'api-token.revoke'), eq(auditLog.targetId, String(tokenId))));
}

export async function tokenRow(db: Database, id: number) {
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, id));
  return row;
}

/** Every Set-Cookie of an answer (none expected for a request a token made). */
export const setCookiesOf = (res: { headers: Record<string, unknown> }) =>
  (res.headers['set-cookie'] as string[] | undefined) ?? [];

/**
 * One request written byte for byte to a listening copy of the app, for headers an HTTP
 * client refuses to send (control characters): the answer's status code.
 */
export async function rawStatus(app: Express, head: string): Promise<number> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(Buffer.from(head, 'latin1')));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
