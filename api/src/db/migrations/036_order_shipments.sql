-- Tracking: one shipment per order (carrier, number, link from the print provider), its status
-- events, and when each shipment e-mail went out. The sent-at columns are the once-only claim:
-- a duplicated webhook or poll finds them set and sends nothing.
CREATE TABLE order_shipments (
  order_id          bigint PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  carrier           text NOT NULL,
  tracking_number   text NOT NULL,
  tracking_url      text,
  shipped_mail_at   timestamptz,
  delivered_mail_at timestamptz,
  updated_at        timestamptz NOT NULL DEFAULT now()
);

-- Each status once per order: replays of the same event insert nothing.
CREATE TABLE order_shipment_events (
  id          bigserial PRIMARY KEY,
  order_id    bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status      text NOT NULL CHECK (status IN ('in-production', 'shipped', 'in-transit', 'delivered')),
  occurred_at timestamptz NOT NULL,
  description text NOT NULL DEFAULT '',
  UNIQUE (order_id, status)
);
