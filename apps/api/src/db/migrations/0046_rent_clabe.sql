-- Rent paid to a landlord in Mexico (issue 35): a bank payout there goes to the landlord's CLABE
-- (18 digits, its bank, city and check digit checked by the server) instead of a routing and
-- account number. A bank payout has one or the other, a cheque neither.
ALTER TABLE rent_payments ADD COLUMN bank_clabe text CHECK (bank_clabe ~ '^[0-9]{18}$');
-- The table's first unnamed CHECK (0043): a bank payout had a routing and account number.
ALTER TABLE rent_payments DROP CONSTRAINT rent_payments_check;
ALTER TABLE rent_payments ADD CONSTRAINT rent_payments_bank_details_check CHECK (
  (payout_method = 'bank') = (
    (bank_account_number IS NOT NULL AND bank_routing_number IS NOT NULL)
    OR bank_clabe IS NOT NULL
  )
  AND (bank_clabe IS NULL OR bank_account_number IS NULL)
);
