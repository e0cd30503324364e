-- The dashboard keeps the pages it has read under their company's entry version (0008). Until
-- now only `entries` and receipt counts moved it; a page also shows each entry's details, its
-- receipts' names, the cardholder, the card, the recipient, the bulk transfer and the loan, so
-- a change to any of them moves the version too (a memo, a transfer's description, a renamed
-- card). Merchants are shared reference data written by migrations, so they need none.

CREATE TRIGGER card_transactions_updated AFTER UPDATE ON card_transactions
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_entry_versions();
CREATE TRIGGER transfers_updated AFTER UPDATE ON transfers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_entry_versions();
CREATE TRIGGER loan_instalments_updated AFTER UPDATE ON loan_instalments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_entry_versions();
CREATE TRIGGER receipts_updated AFTER UPDATE ON receipts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_entry_versions();
CREATE TRIGGER cards_updated AFTER UPDATE ON cards
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_entry_versions();
CREATE TRIGGER beneficiaries_updated AFTER UPDATE ON beneficiaries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_entry_versions();
CREATE TRIGGER bulk_transfers_updated AFTER UPDATE ON bulk_transfers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_entry_versions();
CREATE TRIGGER loans_updated AFTER UPDATE ON loans
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_entry_versions();

-- Users change for many reasons (a password, a sign-in setting); only the name and the role
-- are on a page.
CREATE FUNCTION bump_entry_version_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entry_versions AS v (company_id, version) VALUES (NEW.company_id, 1)
  ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_renamed AFTER UPDATE OF first_name, last_name, role ON users
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name
        OR OLD.last_name IS DISTINCT FROM NEW.last_name
        OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION bump_entry_version_of_user();
