-- A newsletter is sent by a job (issue #43 item 5), not inside the admin's request: each recipient's
-- delivery is recorded as it happens, so a retried job sends only to those not reached yet, and the
-- back office shows the count moving. Recipients are the confirmed subscribers at the moment of the
-- send; one who unsubscribes before the job reaches them is skipped.
CREATE TABLE IF NOT EXISTS newsletter_deliveries (
  newsletter_id bigint NOT NULL REFERENCES newsletters (id) ON DELETE CASCADE,
  subscriber_id bigint NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'skipped')),
  attempts      integer NOT NULL DEFAULT 0,
  -- the mailer's error code of the last failed attempt (never the message: it can quote the address)
  last_error    text,
  sent_at       timestamptz,
  PRIMARY KEY (newsletter_id, subscriber_id)
);
-- the job walks a newsletter's pending recipients in id order
CREATE INDEX IF NOT EXISTS newsletter_deliveries_pending ON newsletter_deliveries (newsletter_id, subscriber_id) WHERE status = 'pending';
