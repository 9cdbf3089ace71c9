/**
 * Which backups a schedule keeps, the way restic's `forget --keep-daily --keep-weekly` counts: the
 * newest backup of each of the last `daily` days that have one, and the newest of each of the last
 * `weekly` weeks (Monday to Sunday, UTC) that have one. The two overlap; anything neither keeps may go.
 */
export function backupsToKeep<T extends { takenAt: Date }>(backups: readonly T[], keep: { daily: number; weekly: number }): Set<T> {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const kept = new Set<T>();
  const newestPer = (bucket: (at: Date) => string, limit: number) => {
    const seen = new Set<string>();
    for (const b of newestFirst) {
      const key = bucket(b.takenAt);
      if (seen.has(key)) continue;
      if (seen.size >= limit) break;
      seen.add(key);
      kept.add(b);
    }
  };
  newestPer((at) => at.toISOString().slice(0, 10), keep.daily);
  newestPer(weekOf, keep.weekly);
  return kept;
}

/** The Monday (UTC) that starts the week of `at`, as YYYY-MM-DD. */
export function weekOf(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
