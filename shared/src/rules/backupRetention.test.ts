import { describe, expect, it } from 'vitest';
import { backupsToKeep, weekOf } from './backupRetention.ts';

const at = (iso: string) => ({ takenAt: new Date(iso) });

describe('backupsToKeep', () => {
  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks', () => {
    // one backup a day for 60 days, two on the newest day
    const all = Array.from({ length: 60 }, (_, i) => at(new Date(Date.UTC(2026, 10, 25, 3) - i * 86_400_000).toISOString()));
    const extra = at('2026-11-25T15:00:00Z');
    const kept = backupsToKeep([...all, extra], { daily: 7, weekly: 4 });
    const days = [...kept].map((b) => b.takenAt.toISOString().slice(0, 10)).sort();
    expect(kept.has(extra)).toBe(true);
    expect(kept.has(all[0])).toBe(false);
    // 7 days (19–25 Nov); the 4 weeks' newest are 25 and 22 Nov (already kept), then the Sundays 15 and 8 Nov
    expect(days).toEqual(['2026-11-08', '2026-11-15', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']);
  });
  it('keeps everything when there are fewer than the limits', () => {
    const all = [at('2026-01-01T00:00:00Z'), at('2026-01-02T00:00:00Z')];
    expect(backupsToKeep(all, { daily: 7, weekly: 4 }).size).toBe(2);
  });
  it('with several a day keeps only the newest of each day', () => {
    const all = [at('2026-01-01T01:00:00Z'), at('2026-01-01T02:00:00Z'), at('2026-01-01T03:00:00Z')];
    expect([...backupsToKeep(all, { daily: 1, weekly: 0 })]).toEqual([all[2]]);
  });
  it('starts weeks on Monday', () => {
    expect(weekOf(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-16');
    expect(weekOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
  });
});
