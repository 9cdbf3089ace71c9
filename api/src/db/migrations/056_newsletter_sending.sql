-- Newsletters (issue 15): each subscriber has a secret unsubscribe token for the one-click link; an
-- unsubscribed address is kept (so it is never mailed again) until it subscribes again itself.
ALTER TABLE newsletter_subscribers ADD COLUMN IF NOT EXISTS unsubscribe_token text;
UPDATE newsletter_subscribers SET unsubscribe_token = md5(random()::text || clock_timestamp()::text || id::text) || md5(random()::text || email) WHERE unsubscribe_token IS NULL;
ALTER TABLE newsletter_subscribers ALTER COLUMN unsubscribe_token SET NOT NULL;
ALTER TABLE newsletter_subscribers ALTER COLUMN unsubscribe_token SET DEFAULT md5(random()::text || clock_timestamp()::text) || md5(random()::text);
CREATE UNIQUE INDEX IF NOT EXISTS newsletter_unsubscribe_token_idx ON newsletter_subscribers (unsubscribe_token);
ALTER TABLE newsletter_subscribers ADD COLUMN IF NOT EXISTS unsubscribed_at timestamptz;

CREATE TABLE IF NOT EXISTS newsletters (
  id          bigserial PRIMARY KEY,
  subject     text NOT NULL,
  html        text NOT NULL,
  actor_id    bigint REFERENCES users (id) ON DELETE SET NULL,
  recipients  integer NOT NULL DEFAULT 0,
  sent        integer NOT NULL DEFAULT 0,
  failed      integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
