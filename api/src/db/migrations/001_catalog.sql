-- Catalogue: products imported from the print provider, and precomputed listing positions so a
-- page costs the same at page 1 and page 500 (range scan on (listing, position), no OFFSET).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE products (
  id            text PRIMARY KEY,
  title         text NOT NULL,
  description   text NOT NULL,
  category      text NOT NULL,
  tags          text[] NOT NULL DEFAULT '{}',
  price_cents   integer NOT NULL CHECK (price_cents >= 0),
  image         text NOT NULL,
  options       jsonb NOT NULL,
  variants      jsonb NOT NULL,
  images        jsonb NOT NULL,
  blueprint_id  integer,
  colors        text[] NOT NULL DEFAULT '{}',
  sizes         text[] NOT NULL DEFAULT '{}',
  in_stock      boolean NOT NULL DEFAULT true,
  provider_rank integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_category_idx ON products (category);
CREATE INDEX products_blueprint_idx ON products (blueprint_id);

CREATE TABLE listing_items (
  listing    text NOT NULL,
  position   integer NOT NULL,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  PRIMARY KEY (listing, position)
);

CREATE TABLE blueprints (
  id          integer PRIMARY KEY,
  title       text NOT NULL,
  brand       text NOT NULL DEFAULT '',
  model       text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  images      jsonb NOT NULL DEFAULT '[]',
  position    integer NOT NULL UNIQUE
);

CREATE TABLE catalogue_sync (
  id          integer PRIMARY KEY CHECK (id = 1),
  provider    text NOT NULL,
  version     text NOT NULL,
  synced_at   timestamptz NOT NULL DEFAULT now()
);
