/**
 * Calls fn up to `max` times but stops once `budgetMs` has passed (after at least `min` calls), so
 * a slow path at 100k rows bounds the run instead of stretching it.
 */
export async function sampleWithin(max: number, budgetMs: number, fn: (i: number) => Promise<number>, min = 5): Promise<number[]> {
  const out: number[] = [];
  const start = performance.now();
  for (let i = 0; i < max; i++) {
    if (i >= min && performance.now() - start > budgetMs) break;
    out.push(await fn(i));
  }
  return out;
}
