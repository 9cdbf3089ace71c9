-- The owner's notes on an order (#41 order work): private to the back office, never shown to the shopper.
-- A note is kept when its author's account goes (the text matters more than who wrote it).
CREATE TABLE order_notes (
  id         bigserial PRIMARY KEY,
  order_id   bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  author_id  bigint REFERENCES users (id) ON DELETE SET NULL,
  body       text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_notes_order_idx ON order_notes (order_id, created_at, id);
