/**
 * What one job queue has under way: the handlers running and pg-boss's calls to the database
 * (among them the outcome it records after a handler ends, which pg-boss itself does not await).
 * A stop waits for them so the database closes only after the last outcome is written.
 */
export function workInFlight() {
  const running = new Set<Promise<unknown>>();
  let handedBack = false;
  return {
    track<T>(work: Promise<T>): Promise<T> {
      running.add(work);
      const done = () => running.delete(work);
      work.then(done, done);
      return work;
    },
    /**
     * Resolves true once nothing is under way, false at `deadline` if something still is. Checked
     * again a macrotask later: pg-boss records a handler's outcome a few promise steps after it ends.
     */
    async settled(deadline: number): Promise<boolean> {
      for (;;) {
        if (running.size === 0) {
          await new Promise((r) => setImmediate(r));
          if (running.size === 0) return true;
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) return false;
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([Promise.allSettled(running), new Promise((r) => (timer = setTimeout(r, left)))]);
        clearTimeout(timer);
      }
    },
    /** The stop is over and the database may close: what still ends later must not touch it. */
    handBack() {
      handedBack = true;
    },
    handedBack: () => handedBack,
  };
}
export type WorkInFlight = ReturnType<typeof workInFlight>;
