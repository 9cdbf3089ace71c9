-- Backups (issue #42): a running backup refreshes heartbeat_at every few seconds, so a run whose
-- process died (kill -9, a lost machine) is known within a minute instead of blocking new backups
-- for an hour. NULL for runs recorded before this column (they keep the hour). hold_ms: how long
-- the embedded database was held for the run's snapshot (NULL on PostgreSQL and in memory).
ALTER TABLE backup_runs ADD COLUMN IF NOT EXISTS heartbeat_at timestamptz;
ALTER TABLE backup_runs ADD COLUMN IF NOT EXISTS hold_ms integer;
