/**
 * A bench's server child's memory: its resident set from /proc/<pid>/status (VmRSS, Linux)
 * and its V8 heap after a forced collection, from bench/memory-probe.ts loaded into it.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { AppProcess } from './app-process';

/**
 * The options that load bench/memory-probe.ts into a server child, and how to read it: send
 * SIGUSR2, wait for the file to be rewritten. The heap is read after a forced collection.
 */
export function memoryProbe(file: string) {
  return {
    nodeArgs: ['--expose-gc', '--import', './bench/memory-probe.ts'],
    env: { BENCH_MEMORY_FILE: file },
    async read(pid: number): Promise<{ heapUsed: number; rss: number }> {
      const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
      process.kill(pid, 'SIGUSR2');
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
        if (text && text !== before) return JSON.parse(text) as { heapUsed: number; rss: number };
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`the server (pid ${pid}) did not answer the memory probe within 10 s`);
    },
  };
}

export interface Memory {
  rss: number;
  heap: number;
}

/** A reading taken with `streams` (or any count of things) open. */
export interface Reading extends Memory {
  streams: number;
}

/** Bytes per stream: the median over the steps of (growth / streams added in the step). */
export function perStream(readings: Reading[], key: keyof Memory): number {
  const rates = readings
    .slice(1)
    .map((r, i) => (r[key] - readings[i]![key]) / (r.streams - readings[i]!.streams))
    .sort((a, b) => a - b);
  const mid = rates.length / 2;
  return rates.length % 2 ? rates[Math.floor(mid)]! : (rates[mid - 1]! + rates[mid]!) / 2;
}

/** VmRSS of the server's own node process (the pid spawned, checked to be the server). */
function residentBytes(pid: number): number {
  const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  if (!cmdline.includes('server/src/index.ts')) {
    throw new Error(`pid ${pid} is not the server: ${cmdline.join(' ')}`);
  }
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/**
 * The server's memory once it has settled: collect, wait a second, and again until the
 * resident set has moved by less than 1 MiB twice in a row (at most 20 s): after start-up
 * and after a burst of requests it sheds freed memory over some seconds.
 */
export async function readMemory(
  app: AppProcess,
  probe: ReturnType<typeof memoryProbe>,
): Promise<Memory> {
  const read = async () => {
    const { heapUsed, rss } = await probe.read(app.pid);
    // Off Linux there is no /proc: the server's own process.memoryUsage().rss instead.
    return { rss: process.platform === 'linux' ? residentBytes(app.pid) : rss, heap: heapUsed };
  };
  let last = await read();
  let steady = 0;
  for (let i = 0; i < 20 && steady < 2; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await read();
    steady = Math.abs(now.rss - last.rss) < 1024 ** 2 ? steady + 1 : 0;
    last = now;
  }
  return last;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
