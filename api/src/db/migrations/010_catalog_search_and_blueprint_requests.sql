-- Ranked full-text search over the catalogue (title A, tags B, category C, description D) with the
-- 'english' configuration, so 'mugs' finds 'mug'; trigram indexes on title and tags catch typos
-- ('hodie' → hoodie). Generated columns keep the index in step with every sync, no trigger needed.

-- array_to_string is only STABLE; generated columns need IMMUTABLE, and joining text[] is.
CREATE FUNCTION catalog_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(tags, ' '), '') $$;

ALTER TABLE products
  ADD COLUMN tags_text text GENERATED ALWAYS AS (catalog_tags_text(tags)) STORED;

ALTER TABLE products
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, title), 'A') ||
    setweight(to_tsvector('english'::regconfig, catalog_tags_text(tags)), 'B') ||
    setweight(to_tsvector('english'::regconfig, replace(category, '-', ' ')), 'C') ||
    setweight(to_tsvector('english'::regconfig, description), 'D')
  ) STORED;

CREATE INDEX products_search_idx ON products USING gin (search_vector);
CREATE INDEX products_title_trgm_idx ON products USING gin (title gin_trgm_ops);
CREATE INDEX products_tags_trgm_idx ON products USING gin (tags_text gin_trgm_ops);
-- Filtered listings (price range) read price next to the listing position.
CREATE INDEX products_price_idx ON products (price_cents);

-- Custom-design requests on a blueprint: one per user, blueprint and design.
CREATE TABLE blueprint_requests (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blueprint_id integer NOT NULL,
  design_id    text NOT NULL,
  status       text NOT NULL DEFAULT 'pending',
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, blueprint_id, design_id)
);
