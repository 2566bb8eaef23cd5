/**
 * Tasks of one key run one after another in this process; other keys run freely. Each task
 * is told whether it waited for an earlier one. Nothing here is shared between instances: it
 * only orders this process's own work ahead of a lock the database enforces for all.
 */
export class TurnsByKey {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, task: (waited: boolean) => Promise<T>): Promise<T> {
    const previous = this.tails.get(key);
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const tail = previous ? previous.then(() => done) : done;
    this.tails.set(key, tail);
    try {
      if (previous) await previous;
      return await task(previous !== undefined);
    } finally {
      finish();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
