import { sleep } from './waiting';

export { sleep } from './waiting';
/** One HTTP request as a client met it: when it started, how long it took, what came back. */
export interface RecordedRequest {
  label: string;
  startedAt: number;
  ms: number;
  /** 0 when no answer came: refused, reset, or given up after the client's timeout. */
  status: number;
  /** The JSON body's `code`, when the answer had one. */
  code?: string;
  message?: string;
  failure?: string;
  body?: unknown;
}

/** Longer than any answer the server should take, so a hang shows as a failure, not a stall. */
const CLIENT_TIMEOUT_MS = 15_000;

export async function timedRequest(
  label: string,
  url: string,
  init: RequestInit = {},
): Promise<RecordedRequest> {
  const startedAt = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    const text = await res.text();
    const body = parseJson(text);
    const fields = (body ?? {}) as { code?: unknown; message?: unknown };
    return {
      label,
      startedAt,
      ms: Date.now() - startedAt,
      status: res.status,
      code: typeof fields.code === 'string' ? fields.code : undefined,
      message: typeof fields.message === 'string' ? fields.message : undefined,
      body,
    };
  } catch (error) {
    return {
      label,
      startedAt,
      ms: Date.now() - startedAt,
      status: 0,
      failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Runs `step` over and over, a short pause apart, until `stop()`; every request is kept. */
export function steadyLoop(
  step: (n: number) => Promise<RecordedRequest>,
  pauseMs: number,
): { records: RecordedRequest[]; stop(): Promise<void> } {
  const records: RecordedRequest[] = [];
  let running = true;
  const loop = (async () => {
    for (let n = 0; running; n += 1) {
      records.push(await step(n));
      await sleep(pauseMs);
    }
  })();
  return {
    records,
    async stop() {
      running = false;
      await loop;
    },
  };
}

/** "503 database_unavailable ×12, 200 ×3" */
export function tally(records: RecordedRequest[]): string {
  const counts = new Map<string, number>();
  for (const record of records) {
    const key = [record.status || 'no answer', record.code].filter(Boolean).join(' ');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key} ×${count}`).join(', ') || 'none';
}

/** "booking 500 internal" per unexpected answer: what an assertion failure should show. */
export function describeEach(records: RecordedRequest[]): string[] {
  return records.map((r) =>
    [r.label, r.status || 'no answer', r.code ?? r.failure, `${r.ms} ms`].filter(Boolean).join(' '),
  );
}
