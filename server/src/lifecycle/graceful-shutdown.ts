import type { Server } from 'node:http';
import type { Logger } from 'pino';
import type { DrainState } from './drain';

export interface ShutdownSteps {
  server: Server;
  drain: DrainState;
  /** SHUTDOWN_DRAIN_MS: how long /readyz says 503 while requests are still served. */
  drainMs: number;
  /** How long in-flight requests may take once the listener has closed. */
  finishMs: number;
  /** Once `hurry` fires (Ctrl-C): no more drain, and in-flight requests get only this long. */
  quickFinishMs: number;
  hurry: AbortSignal;
  /** Background work (mail, housekeeping): finish the job in hand and take no other. */
  stopWork(): Promise<void>;
  /** Last: the pool or the embedded database. */
  closeResources(): Promise<void>;
  logger: Logger;
}

/** Waits ms, or less if `signal` fires first. */
function waitUnless(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * The SIGTERM sequence of a rolling restart: say not-ready, keep serving for the drain period,
 * stop accepting, let in-flight requests finish (cutting any still open after finishMs), then
 * close the database. Nothing here exits the process; main() does, with a hard deadline.
 */
export async function shutDownGracefully(steps: ShutdownSteps): Promise<void> {
  const { server, drain, logger, hurry } = steps;
  const started = Date.now();
  drain.begin();
  if (hurry.aborted) logger.info('stopping without the drain (SIGINT)');
  else logger.info({ drainMs: steps.drainMs }, 'draining: /readyz answers 503');
  // Idle keep-alive sockets stay open until the balancer has stopped sending: closing one now
  // races a request the balancer is writing into it, which then fails with a reset. Answers
  // given meanwhile close their own connection (closeConnectionsWhileDraining).
  const workStopped = steps.stopWork();
  if (steps.drainMs > 0) await waitUnless(steps.drainMs, hurry);

  // close() also ends the idle keep-alive connections; busy ones end after their answer.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const cutConnections = () => {
    logger.warn('requests still open after the finish period; closing their connections');
    server.closeAllConnections();
  };
  let cutOff = setTimeout(cutConnections, hurry.aborted ? steps.quickFinishMs : steps.finishMs);
  const onHurry = () => {
    clearTimeout(cutOff);
    cutOff = setTimeout(cutConnections, steps.quickFinishMs);
  };
  hurry.addEventListener('abort', onHurry, { once: true });
  await Promise.all([closed, workStopped]);
  clearTimeout(cutOff);
  hurry.removeEventListener('abort', onHurry);
  await steps.closeResources();
  logger.info({ ms: Date.now() - started }, 'shut down');
}
