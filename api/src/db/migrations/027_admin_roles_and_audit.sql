-- Back office (issue #15): a role per user and an audit log of admin actions.
-- Every existing and new account is a customer; admins are made by `npm run admin:create`
-- or ADMIN_EMAIL/ADMIN_PASSWORD at start, never through the public API.
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'admin'));

-- Who did what, when, with the state before and after (JSON), so changes can be traced.
CREATE TABLE admin_audit (
  id          bigserial PRIMARY KEY,
  actor_id    bigint REFERENCES users (id) ON DELETE SET NULL,
  action      text NOT NULL,
  target      text,
  before      jsonb,
  after       jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_audit_created_idx ON admin_audit (created_at DESC);
