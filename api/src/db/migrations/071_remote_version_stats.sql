-- Per version of a remote: page views served with it, errors its error boundary reported from
-- browsers and its server render failures, summed over every instance (issue #25 item 6). A canary
-- whose error rate passes the threshold is rolled back by itself (remotes/canaryGuard.ts).
CREATE TABLE IF NOT EXISTS remote_version_stats (
  remote          text NOT NULL,
  version         text NOT NULL,
  views           bigint NOT NULL DEFAULT 0,
  errors          bigint NOT NULL DEFAULT 0,
  render_failures bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, version)
);
