-- "Sync now" after a crash (issue #42): a running sync refreshes heartbeat_at every few seconds, so a
-- run whose process died (kill -9, a lost machine) stops blocking the next one within a minute instead
-- of thirty. NULL for runs recorded before this column (they keep the thirty minutes). On the embedded
-- database every run still 'running' at start is interrupted at once (its lock proves the process died).
ALTER TABLE catalogue_sync_runs ADD COLUMN IF NOT EXISTS heartbeat_at timestamptz;
