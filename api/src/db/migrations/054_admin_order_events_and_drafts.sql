-- The owner's timeline of an order (issue 15): what happened that no other table keeps with a time
-- (sent to the provider, a fulfilment failure, a provider status or webhook, a resent e-mail, a
-- cancellation). Placed, paid, shipment events and refunds come from their own tables.
CREATE TABLE IF NOT EXISTS order_events (
  id          bigserial PRIMARY KEY,
  order_id    bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind        text NOT NULL,
  detail      jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS order_events_order_idx ON order_events (order_id, created_at);

-- A post the owner is still writing is a draft: the shop shows published posts only.
ALTER TABLE blogs ADD COLUMN IF NOT EXISTS published boolean NOT NULL DEFAULT true;
ALTER TABLE blogs ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now();
