import { describe, expect, it } from 'vitest';
import { EventCursor } from './event-cursor';

/** The dispatcher's bookkeeping when events commit out of the order of their ids. */
const GIVE_UP_MS = 10_000;
const rows = (...ids: number[]) => ids.map((id) => ({ id }));
const ids = (taken: { id: number }[]) => taken.map((row) => row.id);

describe('event cursor', () => {
  it('when events arrive in order, then each is taken once and reading moves past them', () => {
    const cursor = new EventCursor({ floor: 4 }, GIVE_UP_MS);
    expect(ids(cursor.take(rows(5, 6), 0))).toEqual([5, 6]);
    expect(ids(cursor.take(rows(7), 1))).toEqual([7]);
    expect(cursor.readAfter).toBe(7);
    expect(cursor.waiting).toBe(false);
  });

  it('when 11 commits before 10, then 11 goes at once, reading stays before 10, and 10 goes when it commits', () => {
    const cursor = new EventCursor({ floor: 9 }, GIVE_UP_MS);
    expect(ids(cursor.take(rows(11), 0))).toEqual([11]);
    expect(cursor.readAfter).toBe(9);
    expect(cursor.waiting).toBe(true);
    // Read again from the floor: 11 is not sent twice.
    expect(ids(cursor.take(rows(11), 500))).toEqual([]);
    expect(ids(cursor.take(rows(10, 11, 12), 2_000))).toEqual([10, 12]);
    expect(cursor.readAfter).toBe(12);
    expect(cursor.waiting).toBe(false);
  });

  it('when an id never commits (a rollback), then it is given up only after the wait, and reading moves on', () => {
    const cursor = new EventCursor({ floor: 0 }, GIVE_UP_MS);
    cursor.take(rows(1, 3), 0);
    cursor.settle(GIVE_UP_MS - 1);
    expect(cursor.readAfter).toBe(1);
    cursor.settle(GIVE_UP_MS);
    expect(cursor.readAfter).toBe(3);
    expect(cursor.waiting).toBe(false);
    // A late commit of a given-up id is below the floor: never sent.
    expect(ids(cursor.take(rows(2, 4), GIVE_UP_MS + 1))).toEqual([4]);
  });

  it('when the dispatcher starts with recent events, then those count as sent and an id missing among them is awaited', () => {
    const cursor = new EventCursor({ floor: 19, sent: [20, 22], highest: 22 }, GIVE_UP_MS);
    cursor.settle(0);
    expect(cursor.waiting).toBe(true);
    expect(ids(cursor.take(rows(20, 21, 22, 23), 100))).toEqual([21, 23]);
    expect(cursor.readAfter).toBe(23);
  });
});
