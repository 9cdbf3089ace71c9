-- The owner's answer to a "design on other products" request (issue 15). The shopper's side keeps
-- reading `status` ('pending' = requested); the back office reads answered_at (new vs answered).
ALTER TABLE blueprint_requests ADD COLUMN IF NOT EXISTS answer text;
ALTER TABLE blueprint_requests ADD COLUMN IF NOT EXISTS answered_at timestamptz;
ALTER TABLE blueprint_requests ADD COLUMN IF NOT EXISTS answered_by bigint REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS blueprint_requests_inbox_idx ON blueprint_requests ((answered_at IS NULL), created_at DESC);
