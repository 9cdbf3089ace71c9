-- Real reference prices (issue 40, part 2). A struck price may only be one the product really had or
-- the owner's own compare-at price, and the product page names the lowest price of the 30 days before
-- (EU 98/6/EC Art. 6a; US 16 CFR 233.1). Price here is the product's "from" price (products.price_cents,
-- the lowest enabled variant's), the one every card and the product page show.

-- The owner's compare-at price, per product; a catalogue sync never touches it. Stored even when a later
-- sync raises the price above it: the pages then show no struck price (shared/src/rules/referencePrice.ts).
ALTER TABLE products ADD COLUMN IF NOT EXISTS compare_at_cents integer CHECK (compare_at_cents > 0);

-- One row per price the product had, from when, written by the trigger below, so every writer (the
-- catalogue sync, a test, a hand edit) records a change. Read through the (product, time) index only.
CREATE TABLE IF NOT EXISTS product_price_history (
  id          bigserial PRIMARY KEY,
  product_id  text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  valid_from  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS product_price_history_product_time ON product_price_history (product_id, valid_from DESC, id DESC);

-- Backfill: the prices the catalogue has now, known from now on (nothing says since when they held).
INSERT INTO product_price_history (product_id, price_cents)
SELECT id, price_cents FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_price_history h WHERE h.product_id = p.id);

-- A product added later has held its first price since created_at: its first change writes that price
-- (dated created_at) before the new one. There is no INSERT trigger on purpose: a restore loads the
-- products and then their history as they were (api/src/backups/restoreBackup.ts); rows made by an insert
-- trigger on the way would collide with the backup's ids, or change the counts the restore checks.
-- A statement trigger with transition tables: a 100k-product sync costs one INSERT … SELECT, not 100k calls.
CREATE OR REPLACE FUNCTION catalog_record_changed_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_price_history (product_id, price_cents, valid_from)
  SELECT o.id, o.price_cents, o.created_at FROM old_products o JOIN new_products n ON n.id = o.id
   WHERE n.price_cents <> o.price_cents AND NOT EXISTS (SELECT 1 FROM product_price_history h WHERE h.product_id = o.id);
  INSERT INTO product_price_history (product_id, price_cents)
  SELECT n.id, n.price_cents FROM new_products n JOIN old_products o ON o.id = n.id WHERE n.price_cents <> o.price_cents;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS products_price_history_update ON products;
CREATE TRIGGER products_price_history_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION catalog_record_changed_prices();

-- The lowest price since `since`: the price in effect at `since` (the last change at or before it),
-- every change after it, and the current price (a product never changed has no rows: its current price). The database's copy of lowestPriceInWindow
-- (shared/src/rules/referencePrice.ts), used where cards are read in SQL; api/test/referencePrices.test.ts
-- checks both agree. Two index probes, whatever the history's length.
CREATE OR REPLACE FUNCTION catalog_lowest_price(product text, current_cents integer, since timestamptz) RETURNS integer
  LANGUAGE sql STABLE AS $$
  SELECT least(
    current_cents,
    (SELECT min(h.price_cents) FROM product_price_history h WHERE h.product_id = product AND h.valid_from > since),
    (SELECT h.price_cents FROM product_price_history h WHERE h.product_id = product AND h.valid_from <= since
      ORDER BY h.valid_from DESC, h.id DESC LIMIT 1)
  )::int;
$$;
