/**
 * Which events an instance has sent, when they commit out of order. An id is taken when the
 * trigger inserts the event, before its transaction commits, so id 10 may become visible after
 * id 11. The cursor keeps a floor (every id at or below it sent or given up), the ids above it
 * already sent, and since when each id below the highest seen has been missing. A missing id
 * is waited for `giveUpMs`: its transaction may still commit, or may have rolled back, which
 * leaves a gap forever.
 */
export class EventCursor {
  private floor: number;
  private highest: number;
  /** Gaps are looked for only above this, so each id is examined once. */
  private scanned: number;
  private readonly sent = new Set<number>();
  private readonly missingSince = new Map<number, number>();

  constructor(
    start: { floor: number; sent?: readonly number[]; highest?: number },
    private readonly giveUpMs: number,
  ) {
    this.floor = start.floor;
    this.scanned = start.floor;
    this.highest = Math.max(start.floor, start.highest ?? start.floor, ...(start.sent ?? []));
    for (const id of start.sent ?? []) if (id > start.floor) this.sent.add(id);
  }

  /** Read from here: everything at or below it is settled. */
  get readAfter(): number {
    return this.floor;
  }

  /** Whether an id below the highest seen is still awaited (so look again soon). */
  get waiting(): boolean {
    return this.missingSince.size > 0;
  }

  /** Rows read after some id, ascending: those not sent before, now counted as sent. */
  take<Row extends { id: number }>(rows: readonly Row[], now: number): Row[] {
    const fresh = rows.filter((row) => row.id > this.floor && !this.sent.has(row.id));
    for (const row of fresh) {
      this.sent.add(row.id);
      this.missingSince.delete(row.id);
    }
    const last = rows.at(-1)?.id;
    if (last !== undefined && last > this.highest) this.highest = last;
    this.settle(now);
    return fresh;
  }

  /** Gives up the ids missing for longer than giveUpMs, and moves the floor over what is settled. */
  settle(now: number): void {
    for (let id = this.scanned + 1; id <= this.highest; id += 1) {
      if (!this.sent.has(id) && !this.missingSince.has(id)) this.missingSince.set(id, now);
    }
    this.scanned = Math.max(this.scanned, this.highest);
    while (this.floor < this.highest) {
      const next = this.floor + 1;
      if (this.sent.delete(next)) {
        this.floor = next;
        continue;
      }
      const since = this.missingSince.get(next);
      if (since === undefined || now - since < this.giveUpMs) break;
      this.missingSince.delete(next);
      this.floor = next;
    }
  }
}
