import { describe, expect, it } from 'vitest';
import { TurnsByKey } from './turns-by-key';

/** A task the test finishes by hand; records when it started and whether it waited. */
function handTask(log: string[], name: string) {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const task = async (waited: boolean) => {
    log.push(`${name} starts${waited ? ' after waiting' : ''}`);
    await finished;
    log.push(`${name} ends`);
    return name;
  };
  return { task, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('TurnsByKey', () => {
  it('when tasks share a key, then each starts after the one before it ended, in order', async () => {
    const turns = new TurnsByKey();
    const log: string[] = [];
    const first = handTask(log, 'first');
    const second = handTask(log, 'second');
    const third = handTask(log, 'third');
    const runs = [
      turns.run('2030-07-01 9:00 AM', first.task),
      turns.run('2030-07-01 9:00 AM', second.task),
      turns.run('2030-07-01 9:00 AM', third.task),
    ];
    await settle();
    expect(log).toEqual(['first starts']);
    first.finish();
    await settle();
    second.finish();
    await settle();
    third.finish();
    expect(await Promise.all(runs)).toEqual(['first', 'second', 'third']);
    expect(log).toEqual([
      'first starts',
      'first ends',
      'second starts after waiting',
      'second ends',
      'third starts after waiting',
      'third ends',
    ]);
  });

  it('when tasks have different keys, then neither waits for the other', async () => {
    const turns = new TurnsByKey();
    const log: string[] = [];
    const morning = handTask(log, 'morning');
    const afternoon = handTask(log, 'afternoon');
    const runs = [
      turns.run('2030-07-01 9:00 AM', morning.task),
      turns.run('2030-07-01 3:00 PM', afternoon.task),
    ];
    await settle();
    expect(log).toEqual(['morning starts', 'afternoon starts']);
    afternoon.finish();
    morning.finish();
    await Promise.all(runs);
  });

  it('when a task fails, then its caller sees the error and the next task still runs', async () => {
    const turns = new TurnsByKey();
    const failing = turns.run('k', () => Promise.reject(new Error('lock timeout')));
    const next = turns.run('k', (waited) => Promise.resolve(waited));
    await expect(failing).rejects.toThrow('lock timeout');
    expect(await next).toBe(true);
    // Nothing left behind: a later task does not wait.
    expect(await turns.run('k', (waited) => Promise.resolve(waited))).toBe(false);
  });
});
