-- Issue #11 point 9: measurements per size, per blueprint (shared rules SizeGuide shape; NULL = none).
ALTER TABLE blueprints ADD COLUMN size_guide jsonb;
