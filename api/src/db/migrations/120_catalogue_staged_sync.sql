-- A catalogue sync that never holds the shop (issue 42, item 3): the provider's products are staged in
-- tables of their own (schema <store schema>_staging, outside backups), compared with the live rows, and
-- only what changed is written; the listings and the search vocabulary are rebuilt beside the live ones
-- and swapped in with one short transaction.

-- The listings are rebuilt by walking visible products in provider order, a bounded page at a time.
CREATE INDEX IF NOT EXISTS products_provider_order_idx ON products (provider_rank, id);

-- A product the provider no longer lists is deleted a batch at a time; its rows elsewhere go with it
-- (ON DELETE CASCADE), each found through an index instead of a scan of the whole table per product.
CREATE INDEX IF NOT EXISTS listing_items_product_idx ON listing_items (product_id);
CREATE INDEX IF NOT EXISTS favourites_cart_product_idx ON favourites_cart (product_id);
CREATE INDEX IF NOT EXISTS reviews_product_idx ON reviews (product_id);

-- What the listings were built from: every change to what they show (a sync's products, the owner hiding
-- one) adds one to listings_generation in its own transaction; a rebuild records the generation it read
-- in listings_built when it swaps, and only if nothing moved it meanwhile (else it builds again). A sync
-- stopped between writing products and swapping the listings leaves the two apart: the next one rebuilds.
ALTER TABLE catalogue_sync ADD COLUMN IF NOT EXISTS listings_generation bigint NOT NULL DEFAULT 0;
ALTER TABLE catalogue_sync ADD COLUMN IF NOT EXISTS listings_built bigint NOT NULL DEFAULT 0;

-- The words (3+ letters) of one product's title and tags: what typo correction is matched against.
-- One definition for the full rebuild below and the staged, bounded one (catalog/searchWordsSwap.ts).
CREATE OR REPLACE FUNCTION catalog_product_words(title text, tags_text text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT w FROM regexp_split_to_table(lower(title || ' ' || coalesce(tags_text, '')), '[^[:alpha:]]+') AS w WHERE length(w) >= 3;
$$;

CREATE OR REPLACE FUNCTION catalog_rebuild_search_words() RETURNS void
  LANGUAGE sql AS $$
  DELETE FROM search_words;
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM products p, catalog_product_words(p.title, p.tags_text) AS w WHERE NOT p.hidden;
$$;

-- A run's progress, written as it goes (a few times a second at most), so the back office of any
-- instance shows it: the phase, products staged from the provider, changes to apply and applied.
ALTER TABLE catalogue_sync_runs ADD COLUMN IF NOT EXISTS phase text;
ALTER TABLE catalogue_sync_runs ADD COLUMN IF NOT EXISTS staged integer;
ALTER TABLE catalogue_sync_runs ADD COLUMN IF NOT EXISTS to_apply integer;
ALTER TABLE catalogue_sync_runs ADD COLUMN IF NOT EXISTS applied integer;

-- GIN's fast update queues new entries and merges the queue into the index when it fills: the one
-- insert that fills it paid ~0.4 s (a sync's batch, holding the embedded database). Without it every
-- insert pays its own small share.
ALTER INDEX products_search_idx SET (fastupdate = off);
ALTER INDEX products_title_trgm_idx SET (fastupdate = off);
ALTER INDEX products_tags_trgm_idx SET (fastupdate = off);
