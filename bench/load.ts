import autocannon from 'autocannon';
import { recordRow } from './summary';

/**
 * Signed-in load: request k goes as owner k (round robin), so the requests in flight belong
 * to different owners, as they would in use; one shared session would make every request
 * queue on the same sessions row (express-session touches it on each request).
 */
export interface Owners {
  cookies: string[];
  /** Per owner, when the path names the owner (GET /api/bookings/user/{id}). */
  paths?: string[];
}

export interface Figure {
  title: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * autocannon against a server in another process: a two-second warm-up (discarded: PGlite's
 * first runs of a query and V8's first compilations are slower), then `seconds` measured.
 */
export async function measure(
  title: string,
  url: string,
  options: { connections: number; seconds: number; as?: Owners },
): Promise<Figure> {
  let sent = 0;
  const owners = options.as;
  const run = (duration: number) =>
    autocannon({
      url,
      connections: options.connections,
      duration,
      requests: [
        {
          setupRequest: (request) => {
            if (!owners) return request;
            const k = sent++ % owners.cookies.length;
            return {
              ...request,
              headers: { ...request.headers, cookie: owners.cookies[k] },
              ...(owners.paths ? { path: owners.paths[k] } : {}),
            };
          },
        },
      ],
    });
  await run(2);
  const result = await run(options.seconds);
  const figure = {
    title,
    connections: options.connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  console.log(formatFigure(figure));
  return figure;
}

export function formatFigure(f: Figure): string {
  return `${f.title.padEnd(44)} ${String(f.connections).padStart(2)} conn ${String(Math.round(f.rps)).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  errors ${f.errors}  non-2xx ${f.non2xx}`;
}

/**
 * A target line: the figure, the target and PASS or MISS. The line is also recorded for the
 * summary table run.ts prints at the end, with what the figure is measured against
 * (`against`; 'absolute' when it is a time or count judged on its own).
 */
export function verdict(
  label: string,
  value: string,
  target: string,
  pass: boolean,
  against = 'absolute',
): string {
  recordRow({ figure: label, value, target, against, verdict: pass ? 'PASS' : 'MISS' });
  return `  ${label.padEnd(52)} ${value.padStart(9)}   target ${target.padEnd(9)} ${pass ? 'PASS' : 'MISS'}`;
}
