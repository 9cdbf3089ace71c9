-- Genuine reviews (#40 item 1): one per product and account, written only by a shopper whose order
-- with the product was delivered. Hiding needs one of a fixed list of reasons (never "negative"),
-- and the reason stays visible to the author; the owner may answer publicly.
CREATE TABLE reviews (
  id          bigserial PRIMARY KEY,
  product_id  text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- the delivered order that made the author eligible (kept for the owner; null if that order is gone)
  order_id    bigint REFERENCES orders (id) ON DELETE SET NULL,
  rating      smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title       text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  body        text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 4000),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  hidden_reason text CHECK (hidden_reason IN ('spam', 'personal_data', 'offensive')),
  hidden_at   timestamptz,
  reply       text CHECK (reply IS NULL OR char_length(reply) BETWEEN 1 AND 4000),
  replied_at  timestamptz,
  -- the database holds the rule too: parallel first posts by one account keep one row
  UNIQUE (product_id, user_id),
  CHECK ((hidden_reason IS NULL) = (hidden_at IS NULL))
);
-- the product page: visible reviews, newest first
CREATE INDEX reviews_product_visible_idx ON reviews (product_id, created_at DESC, id DESC) WHERE hidden_at IS NULL;
-- the back office list, newest first
CREATE INDEX reviews_created_idx ON reviews (created_at DESC, id DESC);

-- The review invitation goes once per delivered order: this row is the claim (primary key).
CREATE TABLE review_invites (
  order_id   bigint PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  sent_at    timestamptz NOT NULL DEFAULT now()
);
