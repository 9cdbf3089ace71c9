-- Shoppers type 'tshirt' for 'T-Shirt': the title is indexed a second time with hyphens removed
-- (weight A too), so hyphenated words also match written as one word.
DROP INDEX IF EXISTS products_search_idx;
ALTER TABLE products DROP COLUMN search_vector;
ALTER TABLE products
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, title), 'A') ||
    setweight(to_tsvector('english'::regconfig, replace(title, '-', '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, catalog_tags_text(tags)), 'B') ||
    setweight(to_tsvector('english'::regconfig, replace(category, '-', ' ')), 'C') ||
    setweight(to_tsvector('english'::regconfig, description), 'D')
  ) STORED;
CREATE INDEX products_search_idx ON products USING gin (search_vector);
