-- #39 item 8: a payment page refused at render (a script in the shell's document not locked to the
-- inventory) is recorded and alerted as a check of its own, trigger 'page'.
ALTER TABLE payment_page_checks DROP CONSTRAINT IF EXISTS payment_page_checks_trigger_check;
ALTER TABLE payment_page_checks ADD CONSTRAINT payment_page_checks_trigger_check CHECK (trigger IN ('schedule', 'deploy', 'owner', 'page'));
