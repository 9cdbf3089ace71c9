-- Money given back by the store owner (issue 15). One row per refund or void, created before the
-- gateway is called: an answer lost in transit leaves 'unknown', never a second refund.
CREATE TABLE IF NOT EXISTS refunds (
  id             bigserial PRIMARY KEY,
  order_id       bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- the client's idempotency key: the same request sent twice refunds once
  request_key    text NOT NULL UNIQUE,
  kind           text NOT NULL CHECK (kind IN ('refund', 'void')),
  amount_cents   integer NOT NULL CHECK (amount_cents > 0),
  status         text NOT NULL CHECK (status IN ('pending', 'succeeded', 'declined', 'unknown')),
  gateway_transaction_id text,
  message        text,
  actor_id       bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS refunds_order_idx ON refunds (order_id);
CREATE INDEX IF NOT EXISTS orders_created_idx ON orders (created_at DESC, id DESC);
