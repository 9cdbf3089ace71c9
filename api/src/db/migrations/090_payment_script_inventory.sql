-- The payment page's script inventory (issue #27, PCI DSS 6.4.3 and 11.6.1).

-- Every JS file of every version of every remote, and of each build of the shell (remote 'shell'),
-- with its SHA-384 as written in an `integrity` attribute. Written when the version is stored
-- (deploy, or the seed of a local build), never updated: the browser is held to these values.
CREATE TABLE IF NOT EXISTS script_hashes (
  remote    text NOT NULL,
  version   text NOT NULL,
  path      text NOT NULL,
  integrity text NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version, path)
);

-- Each run of the tamper check: what it compared and every difference it found.
CREATE TABLE IF NOT EXISTS payment_page_checks (
  id          bigserial PRIMARY KEY,
  trigger     text NOT NULL CHECK (trigger IN ('schedule', 'deploy', 'owner')),
  started_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  scripts     integer NOT NULL DEFAULT 0,
  differences jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX IF NOT EXISTS payment_page_checks_started_idx ON payment_page_checks (started_at DESC);
