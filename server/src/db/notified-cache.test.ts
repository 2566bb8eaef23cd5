import { describe, expect, it } from 'vitest';
import { NotifiedCache } from './notified-cache';

const inputs = (n: number) => ({ taken: n });
type Value = ReturnType<typeof inputs>;

/** A load the test finishes by hand, to place an announcement in the middle of it. */
function controlledLoads() {
  const calls: { date: string; finish: (value: Value) => void }[] = [];
  const load = (date: string) => new Promise<Value>((finish) => calls.push({ date, finish }));
  return { calls, load };
}

describe('NotifiedCache', () => {
  it('when a date is asked twice, then the database is read once and both get the answer', async () => {
    const cache = new NotifiedCache<Value>(100);
    const { calls, load } = controlledLoads();
    const first = cache.get('2030-07-01', load);
    const second = cache.get('2030-07-01', load);
    calls[0]!.finish(inputs(1));
    expect(await first).toEqual(inputs(1));
    expect(await second).toEqual(inputs(1));
    expect(await cache.get('2030-07-01', load)).toEqual(inputs(1));
    expect(calls).toHaveLength(1);
  });

  it('when a change is announced during a read, then that read is not kept and the next request reads again', async () => {
    const cache = new NotifiedCache<Value>(100);
    const { calls, load } = controlledLoads();
    const early = cache.get('2030-07-01', load);
    cache.changed('2030-07-01');
    // A request after the announcement must not join the read that began before it.
    const late = cache.get('2030-07-01', load);
    expect(calls).toHaveLength(2);
    // The newer read finishes first; the older one's answer must not replace it.
    calls[1]!.finish(inputs(2));
    expect(await late).toEqual(inputs(2));
    calls[0]!.finish(inputs(1));
    expect(await early).toEqual(inputs(1));

    const again = cache.get('2030-07-01', load);
    expect(calls).toHaveLength(2);
    expect(await again).toEqual(inputs(2));
  });

  it('when another date or every date changes, then exactly those are read again', async () => {
    const cache = new NotifiedCache<Value>(100);
    let reads = 0;
    const load = () => Promise.resolve(inputs((reads += 1)));
    await cache.get('2030-07-01', load);
    await cache.get('2030-07-02', load);
    cache.changed('2030-07-02');
    await cache.get('2030-07-01', load);
    await cache.get('2030-07-02', load);
    expect(reads).toBe(3);
    cache.changed('*');
    await cache.get('2030-07-01', load);
    await cache.get('2030-07-02', load);
    expect(reads).toBe(5);
  });

  it('when a read fails, then the error reaches the caller and the next request tries again', async () => {
    const cache = new NotifiedCache<Value>(100);
    await expect(
      cache.get('2030-07-01', () => Promise.reject(new Error('database away'))),
    ).rejects.toThrow('database away');
    expect(await cache.get('2030-07-01', () => Promise.resolve(inputs(4)))).toEqual(inputs(4));
  });
});

describe('NotifiedCache bounds', () => {
  it('when more keys are read than it holds, then the oldest are read again and the rest are kept', async () => {
    const cache = new NotifiedCache<Value>(2);
    const reads: string[] = [];
    const load = (key: string) => {
      reads.push(key);
      return Promise.resolve(inputs(reads.length));
    };
    for (const key of ['a', 'b', 'c', 'c', 'b', 'a']) await cache.get(key, load);
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('when the database has nothing for a key, then that absence is kept too until announced', async () => {
    const cache = new NotifiedCache<Value | undefined>(10);
    let reads = 0;
    const load = () => Promise.resolve((reads += 1) > 1 ? inputs(1) : undefined);
    expect(await cache.get('7', load)).toBeUndefined();
    expect(await cache.get('7', load)).toBeUndefined();
    cache.changed('7');
    expect(await cache.get('7', load)).toEqual(inputs(1));
  });
});
