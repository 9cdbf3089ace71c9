-- One registry of remotes (issue #25): which version of each remote is live, every version ever
-- deployed (its files too: every instance serves them, on any machine), and who did what when.
-- It is the single source of /remotes.json, the server renderer, the CSP and the preload hints.

-- The live map as one row, so a change is one compare-and-set on its revision (If-Match).
CREATE TABLE IF NOT EXISTS remote_map (
  id        smallint PRIMARY KEY CHECK (id = 1),
  revision  bigint NOT NULL DEFAULT 0,
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO remote_map (id) VALUES (1) ON CONFLICT DO NOTHING;

-- Every version of every remote. `entry` is its manifest: /mfe/<remote>/<version>/mf-manifest.json
-- for an uploaded version (files below), or where a build already lives (the local dist a fresh
-- clone starts from, a CDN URL from REMOTE_<NAME>_URL). Never updated but for its status.
CREATE TABLE IF NOT EXISTS remote_versions (
  remote      text NOT NULL,
  version     text NOT NULL,
  entry       text NOT NULL,
  content_hash text NOT NULL,
  manifest    jsonb NOT NULL,
  source      text NOT NULL CHECK (source IN ('upload', 'build', 'url')),
  created_by  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version)
);

-- An uploaded version's files, immutable.
CREATE TABLE IF NOT EXISTS remote_files (
  remote  text NOT NULL,
  version text NOT NULL,
  path    text NOT NULL,
  body    bytea NOT NULL,
  PRIMARY KEY (remote, version, path),
  FOREIGN KEY (remote, version) REFERENCES remote_versions (remote, version)
);

-- The live map: one row per remote; a canary version serves a share of visitors.
CREATE TABLE IF NOT EXISTS remotes (
  name            text PRIMARY KEY,
  live_version    text NOT NULL,
  canary_version  text,
  canary_percent  smallint CHECK (canary_percent BETWEEN 1 AND 99),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- Who deployed, rolled back, promoted or was refused what, when, and why.
CREATE TABLE IF NOT EXISTS remote_deploys (
  id          bigserial PRIMARY KEY,
  remote      text NOT NULL,
  version     text,
  action      text NOT NULL CHECK (action IN ('seed', 'deploy', 'canary', 'promote', 'rollback', 'auto-rollback', 'refused')),
  previous    text,
  actor       text NOT NULL,
  reason      text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS remote_deploys_remote_idx ON remote_deploys (remote, id DESC);

-- Deploy tokens an admin creates for a team's pipeline; only a hash is kept.
CREATE TABLE IF NOT EXISTS deploy_tokens (
  id          bigserial PRIMARY KEY,
  label       text NOT NULL,
  token_hash  text NOT NULL UNIQUE,
  created_by  bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz
);
