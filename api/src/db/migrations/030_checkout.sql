-- Checkout area: billing details, orders with their line items, one payment record per order,
-- and the provider webhook events already applied (each event once).
CREATE TABLE billing_details (
  user_id    bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  full_name  text NOT NULL,
  address    text NOT NULL,
  city       text NOT NULL,
  zip_code   text NOT NULL,
  country    text NOT NULL,
  state      text NOT NULL,
  phone      text NOT NULL,
  email      text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A short numeric id: it doubles as the gateway invoice number (≤ 20 characters).
CREATE TABLE orders (
  id               bigserial PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status           text NOT NULL DEFAULT 'pending',
  payment_method   text NOT NULL DEFAULT 'pending',
  payment_status   text NOT NULL DEFAULT 'unpaid',
  payment_id       text,
  shipping_option  text NOT NULL,
  shipping_cents   integer NOT NULL CHECK (shipping_cents >= 0),
  subtotal_cents   integer NOT NULL CHECK (subtotal_cents >= 0),
  tax_cents        integer NOT NULL DEFAULT 0 CHECK (tax_cents >= 0),
  tax_computed     boolean NOT NULL DEFAULT false,
  address          jsonb NOT NULL,
  -- the print partner's side: its order id, status and tracking link
  partner_order_id text,
  partner_status   text,
  tracking_url     text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE UNIQUE INDEX orders_partner_idx ON orders (partner_order_id) WHERE partner_order_id IS NOT NULL;

CREATE TABLE order_items (
  id            bigserial PRIMARY KEY,
  order_id      bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id    text NOT NULL,
  variant_id    bigint NOT NULL,
  product_title text NOT NULL,
  product_image text NOT NULL,
  variant_label text NOT NULL DEFAULT '',
  sku           text NOT NULL DEFAULT '',
  color         text,
  size          text,
  quantity      integer NOT NULL CHECK (quantity >= 1),
  price_cents   integer NOT NULL CHECK (price_cents >= 0),
  total_cents   integer NOT NULL CHECK (total_cents >= 0)
);
CREATE INDEX order_items_order_idx ON order_items (order_id);

-- One row per order (primary key): the atomic claim that makes a second charge impossible.
CREATE TABLE payments (
  order_id       bigint PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  status         text NOT NULL CHECK (status IN ('processing', 'paid', 'declined', 'unknown')),
  attempts       integer NOT NULL DEFAULT 1,
  invoice        text NOT NULL,
  amount_cents   integer NOT NULL,
  last4          text,
  brand          text,
  transaction_id text,
  auth_code      text,
  message        text,
  updated_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE webhook_events (
  id          text PRIMARY KEY,
  type        text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
