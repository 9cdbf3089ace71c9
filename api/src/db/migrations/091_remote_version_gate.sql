-- The gate's verdict on each version (issue #39 item 1). An uploaded version is stored before the gate
-- runs (it must be servable for the gate to load it), so the verdict is kept with it: 'pending' while
-- it is checked, 'passed', or 'refused' (with the check and its message). Only a 'passed' version can
-- be made live or a canary, by any path (deploy, rollback, promote, the Deploys page): changeLive checks
-- it under the map's lock. A re-upload of a refused build runs the gate again.
ALTER TABLE remote_versions ADD COLUMN IF NOT EXISTS gate text NOT NULL DEFAULT 'passed' CHECK (gate IN ('pending', 'passed', 'refused'));
ALTER TABLE remote_versions ADD COLUMN IF NOT EXISTS gate_reason text;

-- Versions refused before the verdict was kept: their history says so (a lost If-Match race is no
-- refusal of the build). One that was made live since is left as it is.
UPDATE remote_versions v SET gate = 'refused', gate_reason = d.reason
  FROM remote_deploys d
 WHERE d.remote = v.remote AND d.version = v.version AND d.action = 'refused'
   AND coalesce(d.reason, '') NOT LIKE 'if-match:%'
   AND NOT EXISTS (SELECT 1 FROM remote_deploys m WHERE m.remote = v.remote AND m.version = v.version AND m.action IN ('deploy', 'canary', 'promote', 'rollback', 'auto-rollback', 'seed'));
