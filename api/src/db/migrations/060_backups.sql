-- Backups (issue #28): every run, whoever started it, and the owner's schedule and retention.
CREATE TABLE IF NOT EXISTS backup_runs (
  id          bigserial PRIMARY KEY,
  trigger     text NOT NULL CHECK (trigger IN ('manual', 'schedule', 'command')),
  status      text NOT NULL CHECK (status IN ('running', 'succeeded', 'failed')),
  started_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  file_name   text,
  size_bytes  bigint,
  secrets_included boolean,
  error       text,
  -- set when retention deleted the file (the run stays in the history)
  removed_at  timestamptz
);
CREATE INDEX IF NOT EXISTS backup_runs_started ON backup_runs (started_at DESC);
-- one backup at a time in the whole cluster: a second start fails on this index
CREATE UNIQUE INDEX IF NOT EXISTS backup_runs_one_running ON backup_runs ((true)) WHERE status = 'running';

CREATE TABLE IF NOT EXISTS backup_settings (
  id          int PRIMARY KEY CHECK (id = 1),
  enabled     boolean NOT NULL DEFAULT true,
  every_hours int NOT NULL DEFAULT 24 CHECK (every_hours BETWEEN 1 AND 168),
  keep_daily  int NOT NULL DEFAULT 7 CHECK (keep_daily BETWEEN 1 AND 90),
  keep_weekly int NOT NULL DEFAULT 4 CHECK (keep_weekly BETWEEN 0 AND 52)
);
INSERT INTO backup_settings (id) VALUES (1) ON CONFLICT (id) DO NOTHING;
