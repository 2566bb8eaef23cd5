import { describe, expect, it } from 'vitest';
import type { DateAvailabilityInputs } from '../capacity/capacity-repository';
import { AvailabilityCache } from './availability-cache';

const inputs = (n: number): DateAvailabilityInputs => ({
  perSlot: [],
  overrides: [],
  taken: [{ timeSlot: '10:00 AM', n }],
});

/** A load the test finishes by hand, to place an announcement in the middle of it. */
function controlledLoads() {
  const calls: { date: string; finish: (value: DateAvailabilityInputs) => void }[] = [];
  const load = (date: string) =>
    new Promise<DateAvailabilityInputs>((finish) => calls.push({ date, finish }));
  return { calls, load };
}

describe('AvailabilityCache', () => {
  it('when a date is asked twice, then the database is read once and both get the answer', async () => {
    const cache = new AvailabilityCache();
    const { calls, load } = controlledLoads();
    const first = cache.inputsOf('2030-07-01', load);
    const second = cache.inputsOf('2030-07-01', load);
    calls[0]!.finish(inputs(1));
    expect(await first).toEqual(inputs(1));
    expect(await second).toEqual(inputs(1));
    expect(await cache.inputsOf('2030-07-01', load)).toEqual(inputs(1));
    expect(calls).toHaveLength(1);
  });

  it('when a change is announced during a read, then that read is not kept and the next request reads again', async () => {
    const cache = new AvailabilityCache();
    const { calls, load } = controlledLoads();
    const early = cache.inputsOf('2030-07-01', load);
    cache.changed('2030-07-01');
    // A request after the announcement must not join the read that began before it.
    const late = cache.inputsOf('2030-07-01', load);
    expect(calls).toHaveLength(2);
    // The newer read finishes first; the older one's answer must not replace it.
    calls[1]!.finish(inputs(2));
    expect(await late).toEqual(inputs(2));
    calls[0]!.finish(inputs(1));
    expect(await early).toEqual(inputs(1));

    const again = cache.inputsOf('2030-07-01', load);
    expect(calls).toHaveLength(2);
    expect(await again).toEqual(inputs(2));
  });

  it('when another date or every date changes, then exactly those are read again', async () => {
    const cache = new AvailabilityCache();
    let reads = 0;
    const load = () => Promise.resolve(inputs((reads += 1)));
    await cache.inputsOf('2030-07-01', load);
    await cache.inputsOf('2030-07-02', load);
    cache.changed('2030-07-02');
    await cache.inputsOf('2030-07-01', load);
    await cache.inputsOf('2030-07-02', load);
    expect(reads).toBe(3);
    cache.changed('*');
    await cache.inputsOf('2030-07-01', load);
    await cache.inputsOf('2030-07-02', load);
    expect(reads).toBe(5);
  });

  it('when a read fails, then the error reaches the caller and the next request tries again', async () => {
    const cache = new AvailabilityCache();
    await expect(
      cache.inputsOf('2030-07-01', () => Promise.reject(new Error('database away'))),
    ).rejects.toThrow('database away');
    expect(await cache.inputsOf('2030-07-01', () => Promise.resolve(inputs(4)))).toEqual(inputs(4));
  });
});
