-- Users (accounts area fills in auth tables of its own) and the one favourites/cart table that the
-- catalogue (wishlist) and checkout (cart) areas share. A row belongs to a user or to a guest uid.
CREATE TABLE users (
  id            bigserial PRIMARY KEY,
  first_name    text NOT NULL,
  last_name     text NOT NULL,
  email         text NOT NULL,
  password_hash text NOT NULL,
  phone         text,
  address       text,
  country       text,
  region        text,
  city          text,
  zip           text,
  token_version integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE favourites_cart (
  id             bigserial PRIMARY KEY,
  -- owner: exactly one of user_id / guest_uid
  user_id        bigint REFERENCES users (id) ON DELETE CASCADE,
  guest_uid      text,
  type           text NOT NULL CHECK (type IN ('favorite', 'cart')),
  product_id     text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  category       text NOT NULL,
  variant_id     bigint,
  color          text,
  sizes          text,
  size_id        integer,
  color_id       integer,
  quantity       integer NOT NULL DEFAULT 1 CHECK (quantity >= 1),
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (guest_uid IS NULL))
);
-- One wishlist row per product, one cart row per product variant, per owner.
CREATE UNIQUE INDEX favourites_cart_user_entry ON favourites_cart (user_id, type, product_id, coalesce(variant_id, 0)) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX favourites_cart_guest_entry ON favourites_cart (guest_uid, type, product_id, coalesce(variant_id, 0)) WHERE guest_uid IS NOT NULL;
