-- The sandbox gateway can give money back (refund) or cancel an unsettled charge (void), like a
-- real gateway: each charge is found by its transaction id and remembers what was refunded.
ALTER TABLE sandbox_gateway_ledger ADD COLUMN IF NOT EXISTS transaction_id text;
ALTER TABLE sandbox_gateway_ledger ADD COLUMN IF NOT EXISTS refunded_cents integer NOT NULL DEFAULT 0;
ALTER TABLE sandbox_gateway_ledger ADD COLUMN IF NOT EXISTS voided boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX IF NOT EXISTS sandbox_gateway_ledger_transaction ON sandbox_gateway_ledger (transaction_id) WHERE transaction_id IS NOT NULL;
