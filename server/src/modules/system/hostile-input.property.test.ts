import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  applyBodyPlan,
  applyQueryPlan,
  bodyEncoding,
  bodyPlan,
  deepJsonText,
  hostileValue,
  idPlan,
  queryPlan,
  type BodyEncoding,
  type BodyPlan,
  type IdPlan,
  type QueryPlan,
} from '../../../test/hostile/arbitraries';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fake-google/fake-google';
import {
  fakeTwilioEnv,
  startFakeTwilio,
  twilioSignature,
  type FakeTwilio,
} from '../../../test/fake-twilio/fake-twilio';
import { isJsonContent, MEDIA_TYPES } from '@shared/api/route';
import { contractProblem } from '../../../test/contract-check';
import { HostileFixture } from '../../../test/hostile/fixture';
import {
  contractRouteOf,
  ROUTE_CONTRACTS,
  serviceDate,
} from '../../../test/hostile/route-contracts';
import {
  percentEncode,
  send,
  urlOf,
  type Role,
  type WireRequest,
} from '../../../test/hostile/wire';
import { routesOf } from '../../../test/route-table';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * docs/product.md#api-behaviour: a client mistake never produces a 500. For every route, as a
 * visitor, an owner and an admin, fast-check sends valid requests spoiled field by field (NUL, lone
 * surrogates, every Unicode plane, numbers past int4 and 2^53, wrong types, repeated and unknown
 * query parameters, deep nesting, other content types, ids of every spelling) and checks each
 * answer: a JSON error with a message, or a success in the documented shape.
 *
 * Replay a failure with the command it prints (PROPERTY_SEED, PROPERTY_PATH, -t the route).
 */
// 100 runs per route in the suite (CI); `npm run test:hostile` makes 1,000.
const RUNS = Number(process.env.PROPERTY_RUNS ?? 100);
const SEED = Number(process.env.PROPERTY_SEED ?? Date.now() % 2_147_483_647);
const REPLAY_PATH = process.env.PROPERTY_PATH;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
let google: FakeGoogle;
let twilio: FakeTwilio;
let server: Server;
let baseUrl: string;
let fixture: HostileFixture;
let requestsSent = 0;
/** Libraries report trouble they swallow (a rate-limit store failing open) on console.error. */
let consoleErrors: MockInstance<typeof console.error>;

beforeAll(async () => {
  // The Sheets export is set up against a local fake of Google, so it answers, not 503.
  google = await startFakeGoogle();
  // Twilio's settings give the webhooks a token to check signatures against (requestOf signs).
  twilio = await startFakeTwilio();
  t = await createTestApp({ env: { ...google.env(), ...fakeTwilioEnv(twilio) } });
  server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fixture = new HostileFixture(t, baseUrl);
  consoleErrors = vi.spyOn(console, 'error');
  await fixture.setUp(serviceDate());
  console.info(`hostile input: seed ${SEED}, ${RUNS} runs per route`);
});
afterAll(async () => {
  const routes = Object.keys(ROUTE_CONTRACTS).length;
  console.info(
    `hostile input: ${requestsSent} requests over ${routes} routes (${RUNS} runs each), seed ${SEED}`,
  );
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
  await google?.close();
  await twilio?.close();
});

interface Plan {
  role: Role;
  ids: IdPlan[];
  query: QueryPlan;
  body:
    | { kind: 'fields'; plan: BodyPlan }
    | { kind: 'value'; value: unknown }
    | { kind: 'deep'; text: string };
  encoding: BodyEncoding;
}

function planFor(method: string, path: string): fc.Arbitrary<Plan> {
  const contract = ROUTE_CONTRACTS[`${method} ${path}`]!;
  const idCount = path.match(/:\w+/g)?.length ?? 0;
  const bodyKeys = contract.body
    ? [
        ...new Set(
          ['owner', 'admin'].flatMap((role) => Object.keys(contract.body!(fixture, role as Role))),
        ),
      ]
    : [];
  return fc.record({
    role: fc.constantFrom<Role>('anonymous', 'owner', 'admin'),
    ids: fc.array(idPlan, { minLength: idCount, maxLength: idCount }),
    query: queryPlan(Object.keys(contract.query?.() ?? {})),
    body: fc.oneof(
      {
        weight: 8,
        arbitrary: bodyPlan(bodyKeys).map((plan) => ({ kind: 'fields' as const, plan })),
      },
      { weight: 1, arbitrary: hostileValue.map((value) => ({ kind: 'value' as const, value })) },
      { weight: 1, arbitrary: deepJsonText.map((text) => ({ kind: 'deep' as const, text })) },
    ),
    encoding: bodyEncoding,
  });
}

function requestOf(method: string, path: string, plan: Plan): WireRequest {
  const contract = ROUTE_CONTRACTS[`${method} ${path}`]!;
  const realIds = fixture.realIds();
  let idIndex = 0;
  const filledPath = path.replace(/:\w+/g, () => {
    const id = plan.ids[idIndex++]!;
    return id.kind === 'real'
      ? String(realIds[id.pick % realIds.length])
      : percentEncode(id.text) || '%20';
  });
  const request: WireRequest = {
    method,
    path: filledPath,
    query: applyQueryPlan(contract.query?.() ?? {}, plan.query),
    cookie: fixture.cookieFor(plan.role),
  };
  if (!UNSAFE.has(method) || plan.encoding === 'none') return request;
  const text =
    plan.body.kind === 'deep'
      ? plan.body.text
      : (JSON.stringify(
          plan.body.kind === 'value'
            ? plan.body.value
            : applyBodyPlan(contract.body?.(fixture, plan.role) ?? {}, plan.body.plan),
        ) ?? 'null');
  if (contract.twilio && plan.encoding === 'json') return signedForm(request, text, plan.body);
  if (plan.encoding === 'json')
    return { ...request, body: { text, contentType: 'application/json' } };
  if (plan.encoding === 'form') {
    return {
      ...request,
      body: {
        text: `data=${percentEncode(text.slice(0, 500))}`,
        contentType: 'application/x-www-form-urlencoded',
      },
    };
  }
  return { ...request, body: { text, contentType: 'text/plain' } };
}

/**
 * A webhook's body as Twilio sends it: the fields as a form (a value that is not a string as its
 * JSON; a whole body that is not an object as one field), signed over APP_URL plus the path and
 * the fields as the server will read them back, so spoiled fields reach the handler.
 */
function signedForm(request: WireRequest, json: string, body: Plan['body']): WireRequest {
  const value: unknown = body.kind === 'deep' ? json : JSON.parse(json);
  const asText = (item: unknown) =>
    typeof item === 'string' ? item : (JSON.stringify(item) ?? '');
  const pairs: [string, string][] =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value).flatMap(([key, item]) =>
          (Array.isArray(item) ? item : [item]).map((one): [string, string] => [key, asText(one)]),
        )
      : [['data', asText(value)]];
  const text = new URLSearchParams(pairs).toString();
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const [key, item] of new URLSearchParams(text)) {
    const seen = fields[key];
    fields[key] = seen === undefined ? item : [...(Array.isArray(seen) ? seen : [seen]), item];
  }
  const signature = twilioSignature(
    `${t.config.APP_URL}${request.path}`,
    fields as Record<string, string>,
  );
  return {
    ...request,
    body: { text, contentType: 'application/x-www-form-urlencoded' },
    headers: { 'X-Twilio-Signature': signature },
  };
}

async function checkAnswer(method: string, path: string, plan: Plan): Promise<void> {
  const request = requestOf(method, path, plan);
  consoleErrors.mockClear();
  const answer = await send(baseUrl, request);
  requestsSent += 1;
  const label = `${request.method} ${urlOf(request).slice(0, 200)} as ${plan.role} -> ${answer.status}: ${answer.text.slice(0, 300)}`;
  expect(answer.status, label).toBeLessThan(500);
  expect(
    consoleErrors.mock.calls.map((call) => String(call[0]).slice(0, 300)),
    label,
  ).toEqual([]);
  const route = contractRouteOf(method, path);
  const content = answer.status < 300 ? (route.content ?? 'json') : 'json';
  expect(answer.contentType, label).toContain(answer.status === 204 ? '' : MEDIA_TYPES[content]);
  const body: unknown =
    answer.status === 204 ? null : isJsonContent(content) ? JSON.parse(answer.text) : answer.text;
  if (answer.status >= 400) {
    expect(body, label).toMatchObject({ message: expect.stringMatching(/\S/) });
  } else {
    expect(contractProblem(route, answer.status, body), label).toBeNull();
  }
  if (answer.status < 300 && (UNSAFE.has(method) || path === '/api/dev/clear-bookings')) {
    await fixture.repair();
  }
}

describe('hostile input', () => {
  it('when the app answers a route, then the suite has a contract for it', () => {
    const routes = routesOf(t.app).map((r) => `${r.method} ${r.path}`);
    expect(routes.filter((route) => !ROUTE_CONTRACTS[route])).toEqual([]);
    expect(Object.keys(ROUTE_CONTRACTS).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it.each(Object.keys(ROUTE_CONTRACTS))(
    'when %s gets hostile input from anyone, then never a 5xx, always JSON in its documented shape',
    async (route) => {
      const [method, path] = route.split(' ') as [string, string];
      try {
        await fc.assert(
          fc.asyncProperty(planFor(method, path), (plan) => checkAnswer(method, path, plan)),
          {
            numRuns: RUNS,
            seed: SEED,
            path: REPLAY_PATH,
            endOnFailure: true,
            includeErrorInReport: true,
          },
        );
      } catch (error) {
        const replay = `PROPERTY_SEED=${SEED} npm run test:hostile -- -t '${route}'`;
        throw new Error(
          `${(error as Error).message}\nReplay: ${replay} (add PROPERTY_PATH from the report above)`,
        );
      }
      const ready = await fetch(`${baseUrl}/readyz`);
      expect(ready.status).toBe(200);
    },
    600_000,
  );
});
