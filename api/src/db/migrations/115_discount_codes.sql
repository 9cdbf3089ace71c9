-- Discount codes (issue #41): the owner's codes, percentage or fixed, with an expiry and a usage limit.
-- `used` counts orders placed with the code; the CHECK keeps it within the limit whatever runs at once
-- (a use is taken by one guarded UPDATE, api/src/discounts/discountClaim.ts).
CREATE TABLE IF NOT EXISTS discount_codes (
  id          bigserial PRIMARY KEY,
  -- as shoppers type it, normalised to upper case
  code        text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$'),
  kind        text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  -- percent: 1–100; fixed: cents off the goods
  value       integer NOT NULL CHECK (value > 0 AND (kind <> 'percent' OR value <= 100)),
  expires_at  timestamptz,
  usage_limit integer CHECK (usage_limit IS NULL OR usage_limit > 0),
  used        integer NOT NULL DEFAULT 0 CHECK (used >= 0 AND (usage_limit IS NULL OR used <= usage_limit)),
  active      boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
