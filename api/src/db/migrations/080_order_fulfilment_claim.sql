-- Issue #24: a cancel and a submission to the print provider never overlap. Each takes the order's
-- claim with one compare-and-set UPDATE ('submitting' or 'canceling'); the other finds it taken.
-- A claim older than a few minutes is from a process that died and may be taken over.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS fulfilment_claim text CHECK (fulfilment_claim IN ('submitting', 'canceling'));
ALTER TABLE orders ADD COLUMN IF NOT EXISTS fulfilment_claim_at timestamptz;
