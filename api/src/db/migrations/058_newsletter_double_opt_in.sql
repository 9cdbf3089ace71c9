-- Double opt-in (issue 15: newsletters go to confirmed subscribers): a new address is confirmed by
-- the link in the e-mail sent when it subscribes. Addresses stored before this step were taken
-- under the old rules and count as confirmed.
ALTER TABLE newsletter_subscribers ADD COLUMN IF NOT EXISTS confirmed_at timestamptz;
UPDATE newsletter_subscribers SET confirmed_at = created_at WHERE confirmed_at IS NULL;
