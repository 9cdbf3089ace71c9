-- State several store instances must share (issue 14): nothing of this may live in one process.

-- Signing keys: generated once by whichever instance starts first (INSERT … ON CONFLICT DO NOTHING),
-- read by every other one. Environment variables still take precedence.
CREATE TABLE IF NOT EXISTS secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The sandbox card gateway's ledger: one row per invoice, so a lookup on any instance sees a charge
-- made on another, and a second charge of the same invoice is refused by the primary key.
CREATE TABLE IF NOT EXISTS sandbox_gateway_ledger (
  invoice text PRIMARY KEY,
  result jsonb NOT NULL,
  amount_cents integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The local print provider's production line.
CREATE TABLE IF NOT EXISTS local_provider_orders (
  id text PRIMARY KEY,
  external_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  canceled boolean NOT NULL DEFAULT false
);
