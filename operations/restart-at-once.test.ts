import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  launchInstance,
  startInstance,
  type Instance,
  type InstanceOptions,
} from './support/app-instance';

/**
 * Stop, then start again at once on the same DATA_DIR (embedded database): the new server must
 * come back whatever state the previous one is in, not refuse because its pid is still there.
 */
const DRAIN = { SHUTDOWN_DRAIN_MS: '2000' };

const waitingFor = (previous: Instance) =>
  `waiting for the server with pid ${previous.child.pid} to let go of the embedded database`;

function lockNames(lockFile: string, pid: number): boolean {
  try {
    return new RegExp(`\\b${pid}\\b`).test(readFileSync(lockFile, 'utf8'));
  } catch {
    // Between a stale lock's removal and the new one.
    return true;
  }
}

/**
 * Blocks this process (no callbacks run, no child is reaped) until check() holds; past maxMs
 * it fails as waitFor does. The one wait that cannot be waitFor: that one lets the event loop
 * run, and the event loop would reap the child.
 */
function holdEventLoopUntil(check: () => boolean, maxMs: number, what: string) {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + maxMs;
  while (!check()) {
    if (Date.now() >= deadline) {
      throw new Error(`Timed out after ${maxMs / 1000}s waiting for ${what} (event loop held)`);
    }
    Atomics.wait(pause, 0, 0, 20);
  }
}

describe('a start at once on the DATA_DIR of the server just stopped', () => {
  const started: Instance[] = [];
  const start = async (options: InstanceOptions) => {
    const instance = await startInstance(options);
    started.push(instance);
    return instance;
  };
  afterAll(async () => {
    await Promise.all(started.map((instance) => instance.crash()));
  });

  /**
   * SIGTERM to `previous` and, at once, a start on its DATA_DIR. On a busy machine the new
   * server can take longer to reach the lock than the previous one takes to drain, so the
   * previous one is held (SIGSTOP) from before its SIGTERM until the new one says it waits for
   * it: it then takes the signal and drains while the new one waits, whatever the pace.
   */
  const restartWhileHeld = async (previous: Instance, env: InstanceOptions['env']) => {
    previous.child.kill('SIGSTOP');
    const stopping = previous.terminate();
    const next = await launchInstance({ dataDir: previous.dataDir, env });
    started.push(next);
    await next.logged(waitingFor(previous));
    previous.child.kill('SIGCONT');
    await next.ready;
    return { next, stopping };
  };

  it('when the previous server is still draining after SIGTERM, then the new one says it waits for that pid, and starts once it has exited cleanly', async () => {
    const previous = await start({ env: DRAIN });
    const events: string[] = [];
    void previous.exited.then((code) => events.push(`previous exited ${code}`));
    const { next, stopping } = await restartWhileHeld(previous, DRAIN);
    events.push('next ready');
    await stopping;
    expect(events).toEqual(['previous exited 0', 'next ready']);
    expect(next.output()).toContain(waitingFor(previous));
    expect(previous.output()).toContain('draining: /readyz answers 503');
  });

  it('when the previous server was killed with SIGKILL a moment before and is not yet reaped, then the new one comes back on its data', async () => {
    const previous = await start({ env: DRAIN });
    const lockFile = join(previous.dataDir, 'pglite.lock');
    const port = await freePort();
    const killedAt = Date.now();
    previous.child.kill('SIGKILL');
    // With a port given, the next server's process is spawned before this call returns.
    const starting = startInstance({ dataDir: previous.dataDir, port, env: DRAIN });
    // The killed server's parent is this process: while its event loop is held, it is not
    // reaped, as under a process manager (or a container's PID 1) that reaps late.
    holdEventLoopUntil(
      () => !lockNames(lockFile, previous.child.pid!),
      15_000,
      'the new server to take over the unreaped server’s lock',
    );
    const next = await starting;
    started.push(next);
    console.log('back after SIGKILL:', JSON.stringify({ ms: Date.now() - killedAt }));
    expect(next.output()).toMatch(
      new RegExp(`took over the embedded database lock of pid ${previous.child.pid}: `),
    );
    expect((await fetch(`${next.url}/readyz`)).status).toBe(200);
  });

  it('when the lock names a live process that is not a server (its pid reused after a crash), then the new one takes the lock over and says so', async () => {
    const previous = await start({ env: DRAIN });
    await previous.crash();
    const stranger = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      const lockFile = join(previous.dataDir, 'pglite.lock');
      const pid = String(previous.child.pid);
      writeFileSync(
        lockFile,
        readFileSync(lockFile, 'utf8').replace(new RegExp(`\\b${pid}\\b`), String(stranger.pid)),
      );

      const next = await start({ dataDir: previous.dataDir, env: DRAIN });
      expect(next.output()).toContain(
        `took over the embedded database lock of pid ${stranger.pid}: its pid now belongs to another program`,
      );
      expect(stranger.exitCode).toBeNull();
    } finally {
      stranger.kill('SIGKILL');
    }
  });

  it('when stopped with SIGTERM and started again at once, ten times in a row, then every start succeeds and every stop exits 0', async () => {
    // Every start meets a server still draining (restartWhileHeld makes sure of it), so the
    // drain need not be the default 5 s that only lengthened each round.
    const env = { SHUTDOWN_DRAIN_MS: '500' };
    let current = await start({ env });
    const exits: (number | null)[] = [];
    for (let round = 0; round < 10; round += 1) {
      const { next, stopping } = await restartWhileHeld(current, env);
      exits.push((await stopping).code);
      current = next;
    }
    expect(exits).toEqual(Array(10).fill(0));
    expect((await fetch(`${current.url}/readyz`)).status).toBe(200);
  }, 400_000);
});
