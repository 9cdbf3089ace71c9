-- Refresh grace window: a rotated token keeps its successor pair, sealed with a key derived from the
-- rotated token itself (only its holder can open it), so a concurrent refresh from a second tab
-- within a few seconds gets the same new pair instead of revoking the family.
ALTER TABLE refresh_tokens ADD COLUMN successor_sealed text;
