-- Accounts: sessions (refresh-token families), password recovery and login throttling. All shared
-- state lives here, not in process memory, so several API instances agree (design §3).

-- One row per issued refresh token; only its SHA-256 is stored. A login starts a family; every
-- refresh rotates within it. Presenting a token that was already rotated revokes the family.
CREATE TABLE refresh_tokens (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id    text NOT NULL,
  token_hash   text NOT NULL UNIQUE,
  replaced_by  bigint REFERENCES refresh_tokens (id) ON DELETE SET NULL,
  revoked_at   timestamptz,
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

-- Recovery state per e-mail address, keyed by a keyed hash of the normalised address so unknown
-- addresses get the same resend waits as known ones (no enumeration) without storing them.
-- user_id/code_hash are NULL for an unknown address or once the code is used or dead.
CREATE TABLE password_resets (
  email_key       text PRIMARY KEY,
  user_id         bigint REFERENCES users (id) ON DELETE CASCADE,
  code_hash       text,
  attempts        integer NOT NULL DEFAULT 0,
  expires_at      timestamptz NOT NULL,
  resend_count    integer NOT NULL DEFAULT 0,
  last_sent_at    timestamptz NOT NULL DEFAULT now(),
  next_allowed_at timestamptz NOT NULL
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

-- Single-use reset tokens handed out after a correct code; only their hash is stored.
CREATE TABLE reset_tokens (
  token_hash  text PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reset_tokens_user_idx ON reset_tokens (user_id);

-- Fixed-window counters: login failures per account and per IP, recovery requests per IP.
CREATE TABLE auth_throttle (
  key               text PRIMARY KEY,
  hits              integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now()
);
