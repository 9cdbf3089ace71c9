-- The e-mails the owner switches on or off in the back office's Notices page (issue #41): a row only
-- for a notice the owner changed; a notice without a row is on (see api/src/mail/noticeSettings.ts).
CREATE TABLE IF NOT EXISTS notice_settings (
  kind       text PRIMARY KEY CHECK (kind ~ '^[a-z-]{1,40}$'),
  enabled    boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
