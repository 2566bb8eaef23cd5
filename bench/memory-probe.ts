/**
 * Loaded into a bench's server child (`node --expose-gc --import tsx --import
 * ./bench/memory-probe.ts …`, see server-memory.ts memoryProbe): on SIGUSR2 it collects garbage
 * and writes the process's memory to BENCH_MEMORY_FILE, so a figure per open stream is the
 * live heap rather than whatever garbage the last collection left. Nothing else in the server
 * changes; production never loads it.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
const gc = (globalThis as { gc?: () => void }).gc;

if (file && gc) {
  process.on('SIGUSR2', () => {
    // Twice: the first pass can leave objects whose finalizers free more.
    gc();
    gc();
    const { heapUsed, rss } = process.memoryUsage();
    writeFileSync(
      file,
      JSON.stringify({ ...process.memoryUsage(), heapUsed, rss, at: Date.now() }),
    );
  });
}
