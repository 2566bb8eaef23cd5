import { describe, expect, it } from 'vitest';
import { SharedReads } from './shared-reads';

/** Loads the test settles by hand; each one's answer is its own number (1, 2, ...). */
function numberedLoads() {
  const calls: { key: string; finish: () => void; fail: (error: Error) => void }[] = [];
  const load = (key: string) =>
    new Promise<number>((resolve, reject) => {
      const n = calls.length + 1;
      calls.push({ key, finish: () => resolve(n), fail: reject });
    });
  return { calls, load };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('SharedReads', () => {
  it('when callers ask while a read runs, then they share the next read, never the running one', async () => {
    const reads = new SharedReads<number>();
    const { calls, load } = numberedLoads();
    const first = reads.get('2030-07-01', load);
    // These arrive after the first read began: it may predate a commit they must see.
    const second = reads.get('2030-07-01', load);
    const third = reads.get('2030-07-01', load);
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    expect(await first).toBe(1);
    await settle();
    expect(calls).toHaveLength(2);
    calls[1]!.finish();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('when nothing runs, then a caller starts its own read; other keys never wait', async () => {
    const reads = new SharedReads<number>();
    const { calls, load } = numberedLoads();
    const one = reads.get('2030-07-01', load);
    const other = reads.get('2030-07-02', load);
    expect(calls.map((call) => call.key)).toEqual(['2030-07-01', '2030-07-02']);
    calls[1]!.finish();
    expect(await other).toBe(2);
    calls[0]!.finish();
    expect(await one).toBe(1);
    // Both done: nothing is kept, the next caller reads again.
    const later = reads.get('2030-07-01', load);
    expect(calls).toHaveLength(3);
    calls[2]!.finish();
    expect(await later).toBe(3);
  });

  it('when a read fails, then only its callers see the error and the queued ones read again', async () => {
    const reads = new SharedReads<number>();
    const { calls, load } = numberedLoads();
    const failing = reads.get('2030-07-01', load);
    const queued = reads.get('2030-07-01', load);
    calls[0]!.fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settle();
    calls[1]!.finish();
    expect(await queued).toBe(2);
  });
});
