-- The catalogue's vocabulary for typo search (issue 14, item 6). A typo is corrected against the
-- distinct words of visible titles and tags — a few thousand at most, whatever the catalogue's
-- size — and the corrected words are then searched like any term, with the full-text index.
-- Matching a typo against every product's title (trigram index on products) grew with the catalogue:
-- 'hodie' took 360 ms at 100k products. Rebuilt with the listings (syncCatalogue.rebuildListings),
-- through the one definition below.
CREATE TABLE IF NOT EXISTS search_words (word text PRIMARY KEY);
CREATE INDEX IF NOT EXISTS search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

CREATE OR REPLACE FUNCTION catalog_rebuild_search_words() RETURNS void
  LANGUAGE sql AS $$
  DELETE FROM search_words;
  INSERT INTO search_words (word)
  SELECT DISTINCT w
    FROM products p, regexp_split_to_table(lower(p.title || ' ' || coalesce(p.tags_text, '')), '[^[:alpha:]]+') AS w
   WHERE length(w) >= 3 AND NOT p.hidden;
$$;

SELECT catalog_rebuild_search_words();
