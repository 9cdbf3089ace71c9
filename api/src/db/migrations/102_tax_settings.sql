-- The owner's taxes (issue #40 part 3): where the store collects tax, at which rate, and whether
-- shipping is taxed there. Read by the 'owner-table' tax provider; the back office's Taxes page edits it.
CREATE TABLE IF NOT EXISTS tax_regions (
  id             bigserial PRIMARY KEY,
  -- ISO 3166-1 alpha-2 country code
  country        text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  -- ISO 3166-2 subdivision code without the country prefix ('CA' for US-CA); '' = the whole country
  subdivision    text NOT NULL DEFAULT '' CHECK (subdivision ~ '^[A-Z0-9]{0,6}$'),
  -- parts per million of the taxed amount: 72500 = 7.25 %; at most 25 %
  rate_ppm       integer NOT NULL CHECK (rate_ppm BETWEEN 0 AND 250000),
  shipping_taxed boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (country, subdivision)
);

-- The three states the store collected in before this table (shared/src/rules/tax.ts had them
-- hard-coded): goods only, shipping untaxed.
INSERT INTO tax_regions (country, subdivision, rate_ppm, shipping_taxed) VALUES
  ('US', 'CA', 72500, false),
  ('US', 'NY', 40000, false),
  ('US', 'TX', 62500, false)
ON CONFLICT (country, subdivision) DO NOTHING;

-- What was applied to an order, stored once with tax_cents (tax_computed): a rate changed later
-- never changes an order. NULL on orders taxed before this migration.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS tax_rate_ppm integer CHECK (tax_rate_ppm BETWEEN 0 AND 250000);
ALTER TABLE orders ADD COLUMN IF NOT EXISTS tax_label text;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS tax_shipping_taxed boolean;

-- The part of each refund that was tax (shared/src/rules/tax.ts refundTaxCents).
ALTER TABLE refunds ADD COLUMN IF NOT EXISTS tax_cents integer NOT NULL DEFAULT 0 CHECK (tax_cents >= 0 AND tax_cents <= amount_cents);
