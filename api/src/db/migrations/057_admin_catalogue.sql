-- The owner's catalogue controls (issue 15): a hidden product is out of every listing, search and
-- page, and cannot be ordered; a sync keeps the choice. Home sections may be hand-picked. Each
-- sync started from the back office is recorded with its outcome.
ALTER TABLE products ADD COLUMN IF NOT EXISTS hidden boolean NOT NULL DEFAULT false;

CREATE TABLE IF NOT EXISTS home_section_picks (
  section    text NOT NULL,
  position   integer NOT NULL,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  PRIMARY KEY (section, position)
);

CREATE TABLE IF NOT EXISTS catalogue_sync_runs (
  id          bigserial PRIMARY KEY,
  actor_id    bigint REFERENCES users (id) ON DELETE SET NULL,
  started_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  status      text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'succeeded', 'failed')),
  products    integer,
  message     text
);
-- at most one running sync, across instances: a second start fails on this index
CREATE UNIQUE INDEX IF NOT EXISTS catalogue_sync_one_running ON catalogue_sync_runs ((true)) WHERE status = 'running';
