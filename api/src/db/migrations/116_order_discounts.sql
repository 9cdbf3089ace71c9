-- An order's discount (issue #41): the code as applied and the cents it took off the goods. The
-- charge is subtotal + shipping + tax − discount; tax is computed on the discounted goods.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS discount_code text;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0);
