-- Tenants ready to distribute (issue 38): every tenant table keyed, made unique and referred to
-- with its `company_id`, so a Citus-style distribution by `company_id` keeps each company's rows
-- and the rows they refer to on one shard (test/distribution-rules.test.ts checks it).
--
-- Only keys change: the columns, their identities and sequences, and what each constraint
-- allows within one company stay as they were, and every constraint keeps its name. A key of
-- `id` alone becomes (company_id, id); a unique constraint or index gains company_id in front;
-- a foreign key to another tenant table becomes (company_id, x_id) → (company_id, id) with the
-- same ON DELETE, a SET NULL naming its own column so company_id is never nulled. The listing
-- below is written out table by table (from the catalogue as 0048 leaves it) rather than looped
-- over pg_constraint, so what each table becomes can be read here.
--
-- Uniqueness that went across companies:
-- * Tokens, token hashes, public ids and storage keys are drawn at random (256-bit tokens,
--   UUIDv4) or by a provider for one company, so unique within the company is all that was
--   ever needed: a look-up by one of them across companies still finds the one row.
-- * A sign-in email and a verified receipt sender address are one person's in all of Outlay
--   (sign-in and inbound mail find the company from them). Each moves to a look-up table keyed
--   by it (user_emails, receipt_sender_addresses) that says which company and row hold it: a
--   table kept whole on the coordinator, not distributed. A trigger keeps it in step with its
--   tenant table in the same statement, so registering an email twice or verifying an address
--   another person holds still fails as before (23505, now on the look-up's key).
-- * outbox_messages (the sandbox mailer's log) keeps its key: messages to people outside any
--   company have no company_id, so it cannot be distributed by it.

-- A sandbox bank sign-in belongs to the link token it answers, which is a company's: it carries
-- that company_id so it can refer to the token by (company_id, token).
ALTER TABLE bank_sandbox_logins ADD COLUMN company_id integer REFERENCES companies (id);
UPDATE bank_sandbox_logins l SET company_id = t.company_id
  FROM bank_sandbox_link_tokens t WHERE t.token = l.link_token;
ALTER TABLE bank_sandbox_logins ALTER COLUMN company_id SET NOT NULL;

-- Sign-in finds a person by email alone, so an email is unique across companies among the
-- people not deleted (0020): that uniqueness is now the look-up's key.
CREATE TABLE user_emails (
  email_key text PRIMARY KEY,
  company_id integer NOT NULL,
  user_id integer NOT NULL,
  UNIQUE (company_id, user_id)
);
INSERT INTO user_emails (email_key, company_id, user_id)
  SELECT lower(email), company_id, id FROM users WHERE deleted_at IS NULL;
CREATE FUNCTION user_emails_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM user_emails WHERE company_id = OLD.company_id AND user_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    INSERT INTO user_emails (email_key, company_id, user_id)
      VALUES (lower(NEW.email), NEW.company_id, NEW.id);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER users_email_unique AFTER INSERT OR UPDATE OF email, deleted_at, company_id
  OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION user_emails_follow();
DROP INDEX users_email_key;
-- Sign-in's look-up by email, no longer served by the unique index.
CREATE INDEX users_email_idx ON users (lower(email)) WHERE deleted_at IS NULL;

-- A verified address is one person's in any company (0042): whoever verifies it first keeps it.
CREATE TABLE receipt_sender_addresses (
  address text PRIMARY KEY,
  company_id integer NOT NULL,
  sender_id integer NOT NULL,
  UNIQUE (company_id, sender_id)
);
INSERT INTO receipt_sender_addresses (address, company_id, sender_id)
  SELECT address, company_id, id FROM receipt_senders WHERE verified_at IS NOT NULL;
CREATE FUNCTION receipt_sender_addresses_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM receipt_sender_addresses WHERE company_id = OLD.company_id AND sender_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.verified_at IS NOT NULL THEN
    INSERT INTO receipt_sender_addresses (address, company_id, sender_id)
      VALUES (NEW.address, NEW.company_id, NEW.id);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER receipt_senders_verified_address_unique
  AFTER INSERT OR UPDATE OF address, verified_at, company_id OR DELETE ON receipt_senders
  FOR EACH ROW EXECUTE FUNCTION receipt_sender_addresses_follow();
DROP INDEX receipt_senders_verified_address_key;
-- Inbound mail's look-up of the verified sender, no longer served by the unique index.
CREATE INDEX receipt_senders_verified_address_idx ON receipt_senders (address)
  WHERE verified_at IS NOT NULL;

-- Foreign keys between tenant tables, dropped while the keys they refer to change.
ALTER TABLE accounting_categorization_rules
  DROP CONSTRAINT accounting_categorization_rules_connection_id_fkey,
  DROP CONSTRAINT accounting_categorization_rules_updated_by_fkey;
ALTER TABLE accounting_connections
  DROP CONSTRAINT accounting_connections_connected_by_fkey;
ALTER TABLE accounting_datasets
  DROP CONSTRAINT accounting_datasets_connection_id_fkey;
ALTER TABLE accounting_definitions
  DROP CONSTRAINT accounting_definitions_connection_id_fkey,
  DROP CONSTRAINT accounting_definitions_entry_id_fkey,
  DROP CONSTRAINT accounting_definitions_updated_by_fkey;
ALTER TABLE accounting_syncs
  DROP CONSTRAINT accounting_syncs_connection_id_fkey,
  DROP CONSTRAINT accounting_syncs_entry_id_fkey;
ALTER TABLE accounting_tax_rate_rules
  DROP CONSTRAINT accounting_tax_rate_rules_connection_id_fkey,
  DROP CONSTRAINT accounting_tax_rate_rules_updated_by_fkey;
ALTER TABLE action_codes
  DROP CONSTRAINT action_codes_user_id_fkey;
ALTER TABLE authenticator_failures
  DROP CONSTRAINT authenticator_failures_user_id_fkey;
ALTER TABLE autopay_bank_accounts
  DROP CONSTRAINT autopay_bank_accounts_linked_account_id_fkey;
ALTER TABLE background_jobs
  DROP CONSTRAINT background_jobs_requested_by_fkey;
ALTER TABLE bank_linking_logs
  DROP CONSTRAINT bank_linking_logs_user_id_fkey;
ALTER TABLE bank_links
  DROP CONSTRAINT bank_links_created_by_fkey;
ALTER TABLE bank_sandbox_link_tokens
  DROP CONSTRAINT bank_sandbox_link_tokens_user_id_fkey;
ALTER TABLE bank_sandbox_logins
  DROP CONSTRAINT bank_sandbox_logins_link_token_fkey;
ALTER TABLE beneficiaries
  DROP CONSTRAINT beneficiaries_recipient_id_fkey;
ALTER TABLE bulk_batches
  DROP CONSTRAINT bulk_batches_approved_by_fkey,
  DROP CONSTRAINT bulk_batches_bulk_transfer_id_fkey,
  DROP CONSTRAINT bulk_batches_created_by_fkey,
  DROP CONSTRAINT bulk_batches_released_by_fkey;
ALTER TABLE card_declines
  DROP CONSTRAINT card_declines_card_id_fkey;
ALTER TABLE card_orders
  DROP CONSTRAINT card_orders_card_id_fkey,
  DROP CONSTRAINT card_orders_user_id_fkey;
ALTER TABLE card_transaction_fees
  DROP CONSTRAINT card_transaction_fees_entry_id_fkey;
ALTER TABLE card_transactions
  DROP CONSTRAINT card_transactions_entry_id_fkey,
  DROP CONSTRAINT card_transactions_related_entry_id_fkey;
ALTER TABLE cards
  DROP CONSTRAINT cards_replaces_card_id_fkey,
  DROP CONSTRAINT cards_status_changed_by_fkey,
  DROP CONSTRAINT cards_user_id_fkey;
ALTER TABLE company_addresses
  DROP CONSTRAINT company_addresses_updated_by_fkey;
ALTER TABLE company_documents
  DROP CONSTRAINT company_documents_uploaded_by_fkey;
ALTER TABLE company_sso_settings
  DROP CONSTRAINT company_sso_settings_recovery_user_id_fkey,
  DROP CONSTRAINT company_sso_settings_updated_by_fkey;
ALTER TABLE e_signature_sandbox_envelopes
  DROP CONSTRAINT e_signature_sandbox_envelopes_account_id_fkey;
ALTER TABLE entries
  DROP CONSTRAINT entries_card_id_fkey,
  DROP CONSTRAINT entries_user_id_fkey;
ALTER TABLE entry_exports
  DROP CONSTRAINT entry_exports_user_id_fkey;
ALTER TABLE fx_quotes
  DROP CONSTRAINT fx_quotes_created_by_fkey;
ALTER TABLE in_app_notifications
  DROP CONSTRAINT in_app_notifications_user_id_fkey;
ALTER TABLE inbox_mails
  DROP CONSTRAINT inbox_mails_user_id_fkey;
ALTER TABLE inbox_receipts
  DROP CONSTRAINT inbox_receipts_receipt_id_fkey,
  DROP CONSTRAINT inbox_receipts_user_id_fkey;
ALTER TABLE invitations
  DROP CONSTRAINT invitations_invited_by_fkey,
  DROP CONSTRAINT invitations_user_id_fkey;
ALTER TABLE linked_bank_accounts
  DROP CONSTRAINT linked_bank_accounts_link_id_fkey;
ALTER TABLE loan_instalments
  DROP CONSTRAINT loan_instalments_entry_id_fkey,
  DROP CONSTRAINT loan_instalments_loan_id_fkey;
ALTER TABLE loan_offers
  DROP CONSTRAINT loan_offers_accepted_by_fkey,
  DROP CONSTRAINT loan_offers_loan_id_fkey;
ALTER TABLE loan_payment_parts
  DROP CONSTRAINT loan_payment_parts_entry_id_fkey,
  DROP CONSTRAINT loan_payment_parts_payment_id_fkey;
ALTER TABLE loan_payments
  DROP CONSTRAINT loan_payments_account_id_fkey,
  DROP CONSTRAINT loan_payments_loan_id_fkey,
  DROP CONSTRAINT loan_payments_requested_by_fkey;
ALTER TABLE login_challenges
  DROP CONSTRAINT login_challenges_user_id_fkey;
ALTER TABLE notification_preferences
  DROP CONSTRAINT notification_preferences_user_id_fkey;
ALTER TABLE one_time_codes
  DROP CONSTRAINT one_time_codes_user_id_fkey;
ALTER TABLE password_reset_tokens
  DROP CONSTRAINT password_reset_tokens_user_id_fkey;
ALTER TABLE payment_orders
  DROP CONSTRAINT payment_orders_created_by_fkey,
  DROP CONSTRAINT payment_orders_entry_id_fkey,
  DROP CONSTRAINT payment_orders_fx_quote_id_fkey;
ALTER TABLE payment_recipients
  DROP CONSTRAINT payment_recipients_created_by_fkey;
ALTER TABLE receipt_senders
  DROP CONSTRAINT receipt_senders_user_id_fkey;
ALTER TABLE receipts
  DROP CONSTRAINT receipts_entry_id_fkey,
  DROP CONSTRAINT receipts_uploaded_by_fkey;
ALTER TABLE referrals
  DROP CONSTRAINT referrals_entry_id_fkey;
ALTER TABLE refresh_tokens
  DROP CONSTRAINT refresh_tokens_user_id_fkey;
ALTER TABLE rent_payments
  DROP CONSTRAINT rent_payments_card_id_fkey,
  DROP CONSTRAINT rent_payments_entry_id_fkey,
  DROP CONSTRAINT rent_payments_requested_by_fkey,
  DROP CONSTRAINT rent_payments_schedule_id_fkey;
ALTER TABLE rent_schedules
  DROP CONSTRAINT rent_schedules_first_payment_id_fkey;
ALTER TABLE reward_ledger
  DROP CONSTRAINT reward_ledger_redemption_id_fkey;
ALTER TABLE reward_redemptions
  DROP CONSTRAINT reward_redemptions_account_id_fkey,
  DROP CONSTRAINT reward_redemptions_entry_id_fkey,
  DROP CONSTRAINT reward_redemptions_requested_by_fkey;
ALTER TABLE sat_accounts
  DROP CONSTRAINT sat_accounts_linked_by_fkey;
ALTER TABLE sat_invoice_matches
  DROP CONSTRAINT sat_invoice_matches_entry_id_fkey,
  DROP CONSTRAINT sat_invoice_matches_invoice_id_fkey,
  DROP CONSTRAINT sat_invoice_matches_matched_by_fkey,
  DROP CONSTRAINT sat_invoice_matches_receipt_id_fkey;
ALTER TABLE sign_up_applications
  DROP CONSTRAINT sign_up_applications_user_id_fkey;
ALTER TABLE sso_audit_events
  DROP CONSTRAINT sso_audit_events_user_id_fkey;
ALTER TABLE sso_connection_tests
  DROP CONSTRAINT sso_connection_tests_user_id_fkey;
ALTER TABLE statement_cfdis
  DROP CONSTRAINT statement_cfdis_statement_id_fkey;
ALTER TABLE statement_delinquencies
  DROP CONSTRAINT statement_delinquencies_payment_id_fkey,
  DROP CONSTRAINT statement_delinquencies_penalty_entry_id_fkey,
  DROP CONSTRAINT statement_delinquencies_statement_id_fkey;
ALTER TABLE statement_payments
  DROP CONSTRAINT statement_payments_account_id_fkey,
  DROP CONSTRAINT statement_payments_entry_id_fkey,
  DROP CONSTRAINT statement_payments_requested_by_fkey,
  DROP CONSTRAINT statement_payments_statement_id_fkey;
ALTER TABLE support_contacts
  DROP CONSTRAINT support_contacts_user_id_fkey;
ALTER TABLE team_audit_events
  DROP CONSTRAINT team_audit_events_actor_id_fkey,
  DROP CONSTRAINT team_audit_events_on_behalf_of_fkey,
  DROP CONSTRAINT team_audit_events_subject_id_fkey;
ALTER TABLE terms_consents
  DROP CONSTRAINT terms_consents_user_id_fkey;
ALTER TABLE transaction_disputes
  DROP CONSTRAINT transaction_disputes_entry_id_fkey,
  DROP CONSTRAINT transaction_disputes_reported_by_fkey;
ALTER TABLE transfers
  DROP CONSTRAINT transfers_beneficiary_id_fkey,
  DROP CONSTRAINT transfers_bulk_transfer_id_fkey,
  DROP CONSTRAINT transfers_entry_id_fkey;
ALTER TABLE trusted_devices
  DROP CONSTRAINT trusted_devices_user_id_fkey;
ALTER TABLE upload_request_changes
  DROP CONSTRAINT upload_request_changes_request_id_fkey;
ALTER TABLE upload_request_documents
  DROP CONSTRAINT upload_request_documents_group_id_fkey,
  DROP CONSTRAINT upload_request_documents_request_id_fkey;
ALTER TABLE upload_request_groups
  DROP CONSTRAINT upload_request_groups_request_id_fkey;
ALTER TABLE users
  DROP CONSTRAINT users_delegate_for_fkey,
  DROP CONSTRAINT users_department_id_fkey,
  DROP CONSTRAINT users_location_id_fkey;

-- Primary keys, unique constraints and unique indexes, with company_id in front.
ALTER TABLE accounting_categorization_rules
  DROP CONSTRAINT accounting_categorization_rules_pkey,
  ADD CONSTRAINT accounting_categorization_rules_pkey PRIMARY KEY (company_id, connection_id, merchant_id);
ALTER TABLE accounting_connections
  DROP CONSTRAINT accounting_connections_codat_company_id_key,
  DROP CONSTRAINT accounting_connections_data_connection_id_key,
  DROP CONSTRAINT accounting_connections_pkey,
  ADD CONSTRAINT accounting_connections_codat_company_id_key UNIQUE (company_id, codat_company_id),
  ADD CONSTRAINT accounting_connections_data_connection_id_key UNIQUE (company_id, data_connection_id),
  ADD CONSTRAINT accounting_connections_pkey PRIMARY KEY (company_id, id);
ALTER TABLE accounting_datasets
  DROP CONSTRAINT accounting_datasets_pkey,
  ADD CONSTRAINT accounting_datasets_pkey PRIMARY KEY (company_id, connection_id, dataset);
ALTER TABLE accounting_definitions
  DROP CONSTRAINT accounting_definitions_pkey,
  ADD CONSTRAINT accounting_definitions_pkey PRIMARY KEY (company_id, entry_id);
ALTER TABLE accounting_syncs
  DROP CONSTRAINT accounting_syncs_pkey,
  ADD CONSTRAINT accounting_syncs_pkey PRIMARY KEY (company_id, entry_id);
ALTER TABLE accounting_tax_rate_rules
  DROP CONSTRAINT accounting_tax_rate_rules_pkey,
  ADD CONSTRAINT accounting_tax_rate_rules_pkey PRIMARY KEY (company_id, connection_id, category_id);
ALTER TABLE action_codes
  DROP CONSTRAINT action_codes_pkey,
  DROP CONSTRAINT action_codes_token_hash_key,
  ADD CONSTRAINT action_codes_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT action_codes_token_hash_key UNIQUE (company_id, token_hash);
ALTER TABLE authenticator_failures
  DROP CONSTRAINT authenticator_failures_pkey,
  ADD CONSTRAINT authenticator_failures_pkey PRIMARY KEY (company_id, id);
ALTER TABLE autopay_bank_accounts
  DROP CONSTRAINT autopay_bank_accounts_pkey,
  ADD CONSTRAINT autopay_bank_accounts_pkey PRIMARY KEY (company_id, id);
ALTER TABLE background_jobs
  DROP CONSTRAINT background_jobs_pkey,
  ADD CONSTRAINT background_jobs_pkey PRIMARY KEY (company_id, id);
ALTER TABLE bank_linking_logs
  DROP CONSTRAINT bank_linking_logs_pkey,
  ADD CONSTRAINT bank_linking_logs_pkey PRIMARY KEY (company_id, id);
ALTER TABLE bank_links
  DROP CONSTRAINT bank_links_pkey,
  ADD CONSTRAINT bank_links_pkey PRIMARY KEY (company_id, id);
ALTER TABLE bank_sandbox_items
  DROP CONSTRAINT bank_sandbox_items_access_token_key,
  DROP CONSTRAINT bank_sandbox_items_pkey,
  DROP CONSTRAINT bank_sandbox_items_public_token_key,
  ADD CONSTRAINT bank_sandbox_items_access_token_key UNIQUE (company_id, access_token),
  ADD CONSTRAINT bank_sandbox_items_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT bank_sandbox_items_public_token_key UNIQUE (company_id, public_token);
ALTER TABLE bank_sandbox_link_tokens
  DROP CONSTRAINT bank_sandbox_link_tokens_pkey,
  ADD CONSTRAINT bank_sandbox_link_tokens_pkey PRIMARY KEY (company_id, token);
ALTER TABLE bank_sandbox_logins
  DROP CONSTRAINT bank_sandbox_logins_pkey,
  ADD CONSTRAINT bank_sandbox_logins_pkey PRIMARY KEY (company_id, id);
ALTER TABLE beneficiaries
  DROP CONSTRAINT beneficiaries_pkey,
  ADD CONSTRAINT beneficiaries_pkey PRIMARY KEY (company_id, id);
ALTER TABLE bulk_batches
  DROP CONSTRAINT bulk_batches_bulk_transfer_id_key,
  DROP CONSTRAINT bulk_batches_pkey,
  ADD CONSTRAINT bulk_batches_bulk_transfer_id_key UNIQUE (company_id, bulk_transfer_id),
  ADD CONSTRAINT bulk_batches_pkey PRIMARY KEY (company_id, id);
ALTER TABLE bulk_transfers
  DROP CONSTRAINT bulk_transfers_pkey,
  ADD CONSTRAINT bulk_transfers_pkey PRIMARY KEY (company_id, id);
ALTER TABLE card_declines
  DROP CONSTRAINT card_declines_pkey,
  ADD CONSTRAINT card_declines_pkey PRIMARY KEY (company_id, id);
ALTER TABLE card_orders
  DROP CONSTRAINT card_orders_pkey,
  ADD CONSTRAINT card_orders_pkey PRIMARY KEY (company_id, id);
ALTER TABLE card_transaction_fees
  DROP CONSTRAINT card_transaction_fees_pkey,
  ADD CONSTRAINT card_transaction_fees_pkey PRIMARY KEY (company_id, id);
ALTER TABLE card_transactions
  DROP CONSTRAINT card_transactions_pkey,
  ADD CONSTRAINT card_transactions_pkey PRIMARY KEY (company_id, entry_id);
ALTER TABLE cards
  DROP CONSTRAINT cards_issuer_token_key,
  DROP CONSTRAINT cards_pkey,
  ADD CONSTRAINT cards_issuer_token_key UNIQUE (company_id, issuer_token),
  ADD CONSTRAINT cards_pkey PRIMARY KEY (company_id, id);
ALTER TABLE company_documents
  DROP CONSTRAINT company_documents_pkey,
  DROP CONSTRAINT company_documents_public_id_key,
  DROP CONSTRAINT company_documents_storage_key_key,
  ADD CONSTRAINT company_documents_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT company_documents_public_id_key UNIQUE (company_id, public_id),
  ADD CONSTRAINT company_documents_storage_key_key UNIQUE (company_id, storage_key);
ALTER TABLE e_signature_sandbox_envelopes
  DROP CONSTRAINT e_signature_sandbox_envelopes_pkey,
  ADD CONSTRAINT e_signature_sandbox_envelopes_pkey PRIMARY KEY (company_id, id);
ALTER TABLE entries
  DROP CONSTRAINT entries_pkey,
  ADD CONSTRAINT entries_pkey PRIMARY KEY (company_id, id);
ALTER TABLE entry_exports
  DROP CONSTRAINT entry_exports_pkey,
  DROP CONSTRAINT entry_exports_public_id_key,
  DROP CONSTRAINT entry_exports_storage_key_key,
  ADD CONSTRAINT entry_exports_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT entry_exports_public_id_key UNIQUE (company_id, public_id),
  ADD CONSTRAINT entry_exports_storage_key_key UNIQUE (company_id, storage_key);
ALTER TABLE fx_quotes
  DROP CONSTRAINT fx_quotes_pkey,
  ADD CONSTRAINT fx_quotes_pkey PRIMARY KEY (company_id, id);
ALTER TABLE in_app_notifications
  DROP CONSTRAINT in_app_notifications_public_id_key,
  ADD CONSTRAINT in_app_notifications_public_id_key UNIQUE (company_id, public_id);
ALTER TABLE inbox_mails
  DROP CONSTRAINT inbox_mails_pkey,
  DROP CONSTRAINT inbox_mails_raw_storage_key_key,
  ADD CONSTRAINT inbox_mails_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT inbox_mails_raw_storage_key_key UNIQUE (company_id, raw_storage_key);
ALTER TABLE inbox_receipts
  DROP CONSTRAINT inbox_receipts_pkey,
  DROP CONSTRAINT inbox_receipts_public_id_key,
  DROP CONSTRAINT inbox_receipts_storage_key_key,
  ADD CONSTRAINT inbox_receipts_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT inbox_receipts_public_id_key UNIQUE (company_id, public_id),
  ADD CONSTRAINT inbox_receipts_storage_key_key UNIQUE (company_id, storage_key);
ALTER TABLE invitations
  DROP CONSTRAINT invitations_pkey,
  DROP CONSTRAINT invitations_token_hash_key,
  ADD CONSTRAINT invitations_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT invitations_token_hash_key UNIQUE (company_id, token_hash);
ALTER TABLE linked_bank_accounts
  DROP CONSTRAINT linked_bank_accounts_link_id_provider_account_id_key,
  DROP CONSTRAINT linked_bank_accounts_pkey,
  ADD CONSTRAINT linked_bank_accounts_link_id_provider_account_id_key UNIQUE (company_id, link_id, provider_account_id),
  ADD CONSTRAINT linked_bank_accounts_pkey PRIMARY KEY (company_id, id);
ALTER TABLE loan_instalments
  DROP CONSTRAINT loan_instalments_pkey,
  ADD CONSTRAINT loan_instalments_pkey PRIMARY KEY (company_id, entry_id);
ALTER TABLE loan_offers
  DROP CONSTRAINT loan_offers_pkey,
  ADD CONSTRAINT loan_offers_pkey PRIMARY KEY (company_id, id);
ALTER TABLE loan_payment_parts
  DROP CONSTRAINT loan_payment_parts_pkey,
  ADD CONSTRAINT loan_payment_parts_pkey PRIMARY KEY (company_id, payment_id, entry_id);
ALTER TABLE loan_payments
  DROP CONSTRAINT loan_payments_pkey,
  ADD CONSTRAINT loan_payments_pkey PRIMARY KEY (company_id, id);
ALTER TABLE loans
  DROP CONSTRAINT loans_pkey,
  ADD CONSTRAINT loans_pkey PRIMARY KEY (company_id, id);
ALTER TABLE login_challenges
  DROP CONSTRAINT login_challenges_pkey,
  DROP CONSTRAINT login_challenges_token_hash_key,
  ADD CONSTRAINT login_challenges_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT login_challenges_token_hash_key UNIQUE (company_id, token_hash);
ALTER TABLE one_time_codes
  DROP CONSTRAINT one_time_codes_pkey,
  ADD CONSTRAINT one_time_codes_pkey PRIMARY KEY (company_id, id);
DROP INDEX one_time_codes_live_key;
CREATE UNIQUE INDEX one_time_codes_live_key ON one_time_codes USING btree (company_id, user_id, purpose) WHERE ((consumed_at IS NULL) AND (invalidated_at IS NULL));
ALTER TABLE password_reset_tokens
  DROP CONSTRAINT password_reset_tokens_pkey,
  DROP CONSTRAINT password_reset_tokens_token_hash_key,
  ADD CONSTRAINT password_reset_tokens_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT password_reset_tokens_token_hash_key UNIQUE (company_id, token_hash);
ALTER TABLE payment_orders
  DROP CONSTRAINT payment_orders_entry_id_key,
  DROP CONSTRAINT payment_orders_fx_quote_id_key,
  ADD CONSTRAINT payment_orders_entry_id_key UNIQUE (company_id, entry_id),
  ADD CONSTRAINT payment_orders_fx_quote_id_key UNIQUE (company_id, fx_quote_id);
ALTER TABLE payment_recipients
  DROP CONSTRAINT payment_recipients_pkey,
  ADD CONSTRAINT payment_recipients_pkey PRIMARY KEY (company_id, id);
ALTER TABLE receipt_senders
  DROP CONSTRAINT receipt_senders_pkey,
  DROP CONSTRAINT receipt_senders_public_id_key,
  DROP CONSTRAINT receipt_senders_user_id_address_key,
  ADD CONSTRAINT receipt_senders_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT receipt_senders_public_id_key UNIQUE (company_id, public_id),
  ADD CONSTRAINT receipt_senders_user_id_address_key UNIQUE (company_id, user_id, address);
ALTER TABLE receipts
  DROP CONSTRAINT receipts_pkey,
  DROP CONSTRAINT receipts_public_id_key,
  DROP CONSTRAINT receipts_storage_key_key,
  ADD CONSTRAINT receipts_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT receipts_public_id_key UNIQUE (company_id, public_id),
  ADD CONSTRAINT receipts_storage_key_key UNIQUE (company_id, storage_key);
ALTER TABLE referrals
  DROP CONSTRAINT referrals_pkey,
  ADD CONSTRAINT referrals_pkey PRIMARY KEY (company_id, id);
ALTER TABLE refresh_tokens
  DROP CONSTRAINT refresh_tokens_pkey,
  DROP CONSTRAINT refresh_tokens_token_hash_key,
  ADD CONSTRAINT refresh_tokens_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT refresh_tokens_token_hash_key UNIQUE (company_id, token_hash);
ALTER TABLE rent_payments
  DROP CONSTRAINT rent_payments_landlord_cfdi_key_key,
  DROP CONSTRAINT rent_payments_pkey,
  ADD CONSTRAINT rent_payments_landlord_cfdi_key_key UNIQUE (company_id, landlord_cfdi_key),
  ADD CONSTRAINT rent_payments_pkey PRIMARY KEY (company_id, id);
DROP INDEX rent_payments_schedule_month_idx;
CREATE UNIQUE INDEX rent_payments_schedule_month_idx ON rent_payments USING btree (company_id, schedule_id, run_month) WHERE (schedule_id IS NOT NULL);
ALTER TABLE rent_schedules
  DROP CONSTRAINT rent_schedules_pkey,
  ADD CONSTRAINT rent_schedules_pkey PRIMARY KEY (company_id, id);
ALTER TABLE reward_ledger
  DROP CONSTRAINT reward_ledger_pkey,
  ADD CONSTRAINT reward_ledger_pkey PRIMARY KEY (company_id, id);
ALTER TABLE reward_redemptions
  DROP CONSTRAINT reward_redemptions_pkey,
  ADD CONSTRAINT reward_redemptions_pkey PRIMARY KEY (company_id, id);
ALTER TABLE sat_invoice_matches
  DROP CONSTRAINT sat_invoice_matches_pkey,
  DROP CONSTRAINT sat_invoice_matches_receipt_id_key,
  ADD CONSTRAINT sat_invoice_matches_pkey PRIMARY KEY (company_id, invoice_id),
  ADD CONSTRAINT sat_invoice_matches_receipt_id_key UNIQUE (company_id, receipt_id);
ALTER TABLE sat_invoices
  DROP CONSTRAINT sat_invoices_pkey,
  DROP CONSTRAINT sat_invoices_storage_key_key,
  ADD CONSTRAINT sat_invoices_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT sat_invoices_storage_key_key UNIQUE (company_id, storage_key);
ALTER TABLE sign_up_applications
  DROP CONSTRAINT sign_up_applications_user_id_key,
  ADD CONSTRAINT sign_up_applications_user_id_key UNIQUE (company_id, user_id);
ALTER TABLE sso_connection_tests
  DROP CONSTRAINT sso_connection_tests_pkey,
  DROP CONSTRAINT sso_connection_tests_state_hash_key,
  ADD CONSTRAINT sso_connection_tests_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT sso_connection_tests_state_hash_key UNIQUE (company_id, state_hash);
ALTER TABLE sso_sign_ins
  DROP CONSTRAINT sso_sign_ins_pkey,
  ADD CONSTRAINT sso_sign_ins_pkey PRIMARY KEY (company_id, state_hash);
ALTER TABLE statement_cfdis
  DROP CONSTRAINT statement_cfdis_pkey,
  DROP CONSTRAINT statement_cfdis_statement_id_key,
  DROP CONSTRAINT statement_cfdis_uuid_key,
  ADD CONSTRAINT statement_cfdis_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT statement_cfdis_statement_id_key UNIQUE (company_id, statement_id),
  ADD CONSTRAINT statement_cfdis_uuid_key UNIQUE (company_id, uuid);
ALTER TABLE statement_delinquencies
  DROP CONSTRAINT statement_delinquencies_pkey,
  ADD CONSTRAINT statement_delinquencies_pkey PRIMARY KEY (company_id, statement_id);
ALTER TABLE statement_payments
  DROP CONSTRAINT statement_payments_pkey,
  ADD CONSTRAINT statement_payments_pkey PRIMARY KEY (company_id, id);
ALTER TABLE statements
  DROP CONSTRAINT statements_pkey,
  ADD CONSTRAINT statements_pkey PRIMARY KEY (company_id, id);
ALTER TABLE stp_sandbox_orders
  DROP CONSTRAINT stp_sandbox_orders_pkey,
  DROP CONSTRAINT stp_sandbox_orders_tracking_key_key,
  ADD CONSTRAINT stp_sandbox_orders_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT stp_sandbox_orders_tracking_key_key UNIQUE (company_id, tracking_key);
ALTER TABLE support_contacts
  DROP CONSTRAINT support_contacts_pkey,
  ADD CONSTRAINT support_contacts_pkey PRIMARY KEY (company_id, user_id);
ALTER TABLE team_audit_events
  DROP CONSTRAINT team_audit_events_pkey,
  ADD CONSTRAINT team_audit_events_pkey PRIMARY KEY (company_id, id);
ALTER TABLE team_groups
  DROP CONSTRAINT team_groups_pkey,
  ADD CONSTRAINT team_groups_pkey PRIMARY KEY (company_id, id);
ALTER TABLE terms_consents
  DROP CONSTRAINT terms_consents_pkey,
  ADD CONSTRAINT terms_consents_pkey PRIMARY KEY (company_id, id);
ALTER TABLE top_banners
  DROP CONSTRAINT top_banners_pkey,
  ADD CONSTRAINT top_banners_pkey PRIMARY KEY (company_id, id);
ALTER TABLE transaction_disputes
  DROP CONSTRAINT transaction_disputes_entry_id_key,
  DROP CONSTRAINT transaction_disputes_pkey,
  DROP CONSTRAINT transaction_disputes_support_reference_no_key,
  ADD CONSTRAINT transaction_disputes_entry_id_key UNIQUE (company_id, entry_id),
  ADD CONSTRAINT transaction_disputes_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT transaction_disputes_support_reference_no_key UNIQUE (company_id, support_reference_no);
ALTER TABLE transfers
  DROP CONSTRAINT transfers_pkey,
  ADD CONSTRAINT transfers_pkey PRIMARY KEY (company_id, entry_id);
ALTER TABLE trusted_devices
  DROP CONSTRAINT trusted_devices_approval_token_hash_key,
  DROP CONSTRAINT trusted_devices_pkey,
  DROP CONSTRAINT trusted_devices_public_id_key,
  DROP CONSTRAINT trusted_devices_token_hash_key,
  ADD CONSTRAINT trusted_devices_approval_token_hash_key UNIQUE (company_id, approval_token_hash),
  ADD CONSTRAINT trusted_devices_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT trusted_devices_public_id_key UNIQUE (company_id, public_id),
  ADD CONSTRAINT trusted_devices_token_hash_key UNIQUE (company_id, token_hash);
ALTER TABLE upload_request_changes
  DROP CONSTRAINT upload_request_changes_pkey,
  ADD CONSTRAINT upload_request_changes_pkey PRIMARY KEY (company_id, id);
ALTER TABLE upload_request_documents
  DROP CONSTRAINT upload_request_documents_pkey,
  DROP CONSTRAINT upload_request_documents_public_id_key,
  DROP CONSTRAINT upload_request_documents_storage_key_key,
  ADD CONSTRAINT upload_request_documents_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT upload_request_documents_public_id_key UNIQUE (company_id, public_id),
  ADD CONSTRAINT upload_request_documents_storage_key_key UNIQUE (company_id, storage_key);
ALTER TABLE upload_request_groups
  DROP CONSTRAINT upload_request_groups_pkey,
  DROP CONSTRAINT upload_request_groups_request_id_position_key,
  ADD CONSTRAINT upload_request_groups_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT upload_request_groups_request_id_position_key UNIQUE (company_id, request_id, "position");
ALTER TABLE upload_requests
  DROP CONSTRAINT upload_requests_pkey,
  DROP CONSTRAINT upload_requests_public_id_key,
  ADD CONSTRAINT upload_requests_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT upload_requests_public_id_key UNIQUE (company_id, public_id);
ALTER TABLE users
  DROP CONSTRAINT users_pkey,
  DROP CONSTRAINT users_public_id_key,
  ADD CONSTRAINT users_pkey PRIMARY KEY (company_id, id),
  ADD CONSTRAINT users_public_id_key UNIQUE (company_id, public_id);


-- The foreign keys again, through company_id.
ALTER TABLE accounting_categorization_rules
  ADD CONSTRAINT accounting_categorization_rules_connection_id_fkey
    FOREIGN KEY (company_id, connection_id) REFERENCES accounting_connections (company_id, id),
  ADD CONSTRAINT accounting_categorization_rules_updated_by_fkey
    FOREIGN KEY (company_id, updated_by) REFERENCES users (company_id, id);
ALTER TABLE accounting_connections
  ADD CONSTRAINT accounting_connections_connected_by_fkey
    FOREIGN KEY (company_id, connected_by) REFERENCES users (company_id, id);
ALTER TABLE accounting_datasets
  ADD CONSTRAINT accounting_datasets_connection_id_fkey
    FOREIGN KEY (company_id, connection_id) REFERENCES accounting_connections (company_id, id);
ALTER TABLE accounting_definitions
  ADD CONSTRAINT accounting_definitions_connection_id_fkey
    FOREIGN KEY (company_id, connection_id) REFERENCES accounting_connections (company_id, id),
  ADD CONSTRAINT accounting_definitions_entry_id_fkey
    FOREIGN KEY (company_id, entry_id) REFERENCES entries (company_id, id) ON DELETE CASCADE,
  ADD CONSTRAINT accounting_definitions_updated_by_fkey
    FOREIGN KEY (company_id, updated_by) REFERENCES users (company_id, id);
ALTER TABLE accounting_syncs
  ADD CONSTRAINT accounting_syncs_connection_id_fkey
    FOREIGN KEY (company_id, connection_id) REFERENCES accounting_connections (company_id, id),
  ADD CONSTRAINT accounting_syncs_entry_id_fkey
    FOREIGN KEY (company_id, entry_id) REFERENCES entries (company_id, id) ON DELETE CASCADE;
ALTER TABLE accounting_tax_rate_rules
  ADD CONSTRAINT accounting_tax_rate_rules_connection_id_fkey
    FOREIGN KEY (company_id, connection_id) REFERENCES accounting_connections (company_id, id),
  ADD CONSTRAINT accounting_tax_rate_rules_updated_by_fkey
    FOREIGN KEY (company_id, updated_by) REFERENCES users (company_id, id);
ALTER TABLE action_codes
  ADD CONSTRAINT action_codes_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE;
ALTER TABLE authenticator_failures
  ADD CONSTRAINT authenticator_failures_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE;
ALTER TABLE autopay_bank_accounts
  ADD CONSTRAINT autopay_bank_accounts_linked_account_id_fkey
    FOREIGN KEY (company_id, linked_account_id) REFERENCES linked_bank_accounts (company_id, id) ON DELETE SET NULL (linked_account_id);
ALTER TABLE background_jobs
  ADD CONSTRAINT background_jobs_requested_by_fkey
    FOREIGN KEY (company_id, requested_by) REFERENCES users (company_id, id);
ALTER TABLE bank_linking_logs
  ADD CONSTRAINT bank_linking_logs_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE SET NULL (user_id);
ALTER TABLE bank_links
  ADD CONSTRAINT bank_links_created_by_fkey
    FOREIGN KEY (company_id, created_by) REFERENCES users (company_id, id) ON DELETE SET NULL (created_by);
ALTER TABLE bank_sandbox_link_tokens
  ADD CONSTRAINT bank_sandbox_link_tokens_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE;
ALTER TABLE bank_sandbox_logins
  ADD CONSTRAINT bank_sandbox_logins_link_token_fkey
    FOREIGN KEY (company_id, link_token) REFERENCES bank_sandbox_link_tokens (company_id, token) ON DELETE CASCADE;
ALTER TABLE beneficiaries
  ADD CONSTRAINT beneficiaries_recipient_id_fkey
    FOREIGN KEY (company_id, recipient_id) REFERENCES payment_recipients (company_id, id);
ALTER TABLE bulk_batches
  ADD CONSTRAINT bulk_batches_approved_by_fkey
    FOREIGN KEY (company_id, approved_by) REFERENCES users (company_id, id),
  ADD CONSTRAINT bulk_batches_bulk_transfer_id_fkey
    FOREIGN KEY (company_id, bulk_transfer_id) REFERENCES bulk_transfers (company_id, id),
  ADD CONSTRAINT bulk_batches_created_by_fkey
    FOREIGN KEY (company_id, created_by) REFERENCES users (company_id, id),
  ADD CONSTRAINT bulk_batches_released_by_fkey
    FOREIGN KEY (company_id, released_by) REFERENCES users (company_id, id);
ALTER TABLE card_declines
  ADD CONSTRAINT card_declines_card_id_fkey
    FOREIGN KEY (company_id, card_id) REFERENCES cards (company_id, id);
ALTER TABLE card_orders
  ADD CONSTRAINT card_orders_card_id_fkey
    FOREIGN KEY (company_id, card_id) REFERENCES cards (company_id, id),
  ADD CONSTRAINT card_orders_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id);
ALTER TABLE card_transaction_fees
  ADD CONSTRAINT card_transaction_fees_entry_id_fkey
    FOREIGN KEY (company_id, entry_id) REFERENCES entries (company_id, id) ON DELETE CASCADE;
ALTER TABLE card_transactions
  ADD CONSTRAINT card_transactions_entry_id_fkey
    FOREIGN KEY (company_id, entry_id) REFERENCES entries (company_id, id) ON DELETE CASCADE,
  ADD CONSTRAINT card_transactions_related_entry_id_fkey
    FOREIGN KEY (company_id, related_entry_id) REFERENCES entries (company_id, id);
ALTER TABLE cards
  ADD CONSTRAINT cards_replaces_card_id_fkey
    FOREIGN KEY (company_id, replaces_card_id) REFERENCES cards (company_id, id),
  ADD CONSTRAINT cards_status_changed_by_fkey
    FOREIGN KEY (company_id, status_changed_by) REFERENCES users (company_id, id),
  ADD CONSTRAINT cards_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id);
ALTER TABLE company_addresses
  ADD CONSTRAINT company_addresses_updated_by_fkey
    FOREIGN KEY (company_id, updated_by) REFERENCES users (company_id, id) ON DELETE SET NULL (updated_by);
ALTER TABLE company_documents
  ADD CONSTRAINT company_documents_uploaded_by_fkey
    FOREIGN KEY (company_id, uploaded_by) REFERENCES users (company_id, id);
ALTER TABLE company_sso_settings
  ADD CONSTRAINT company_sso_settings_recovery_user_id_fkey
    FOREIGN KEY (company_id, recovery_user_id) REFERENCES users (company_id, id) ON DELETE SET NULL (recovery_user_id),
  ADD CONSTRAINT company_sso_settings_updated_by_fkey
    FOREIGN KEY (company_id, updated_by) REFERENCES users (company_id, id) ON DELETE SET NULL (updated_by);
ALTER TABLE e_signature_sandbox_envelopes
  ADD CONSTRAINT e_signature_sandbox_envelopes_account_id_fkey
    FOREIGN KEY (company_id, account_id) REFERENCES autopay_bank_accounts (company_id, id);
ALTER TABLE entries
  ADD CONSTRAINT entries_card_id_fkey
    FOREIGN KEY (company_id, card_id) REFERENCES cards (company_id, id),
  ADD CONSTRAINT entries_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id);
ALTER TABLE entry_exports
  ADD CONSTRAINT entry_exports_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id);
ALTER TABLE fx_quotes
  ADD CONSTRAINT fx_quotes_created_by_fkey
    FOREIGN KEY (company_id, created_by) REFERENCES users (company_id, id);
ALTER TABLE in_app_notifications
  ADD CONSTRAINT in_app_notifications_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE;
ALTER TABLE inbox_mails
  ADD CONSTRAINT inbox_mails_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id);
ALTER TABLE inbox_receipts
  ADD CONSTRAINT inbox_receipts_receipt_id_fkey
    FOREIGN KEY (company_id, receipt_id) REFERENCES receipts (company_id, id) ON DELETE SET NULL (receipt_id),
  ADD CONSTRAINT inbox_receipts_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id);
ALTER TABLE invitations
  ADD CONSTRAINT invitations_invited_by_fkey
    FOREIGN KEY (company_id, invited_by) REFERENCES users (company_id, id) ON DELETE SET NULL (invited_by),
  ADD CONSTRAINT invitations_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE;
ALTER TABLE linked_bank_accounts
  ADD CONSTRAINT linked_bank_accounts_link_id_fkey
    FOREIGN KEY (company_id, link_id) REFERENCES bank_links (company_id, id) ON DELETE CASCADE;
ALTER TABLE loan_instalments
  ADD CONSTRAINT loan_instalments_entry_id_fkey
    FOREIGN KEY (company_id, entry_id) REFERENCES entries (company_id, id) ON DELETE CASCADE,
  ADD CONSTRAINT loan_instalments_loan_id_fkey
    FOREIGN KEY (company_id, loan_id) REFERENCES loans (company_id, id);
ALTER TABLE loan_offers
  ADD CONSTRAINT loan_offers_accepted_by_fkey
    FOREIGN KEY (company_id, accepted_by) REFERENCES users (company_id, id) ON DELETE SET NULL (accepted_by),
  ADD CONSTRAINT loan_offers_loan_id_fkey
    FOREIGN KEY (company_id, loan_id) REFERENCES loans (company_id, id);
ALTER TABLE loan_payment_parts
  ADD CONSTRAINT loan_payment_parts_entry_id_fkey
    FOREIGN KEY (company_id, entry_id) REFERENCES entries (company_id, id) ON DELETE CASCADE,
  ADD CONSTRAINT loan_payment_parts_payment_id_fkey
    FOREIGN KEY (company_id, payment_id) REFERENCES loan_payments (company_id, id);
ALTER TABLE loan_payments
  ADD CONSTRAINT loan_payments_account_id_fkey
    FOREIGN KEY (company_id, account_id) REFERENCES autopay_bank_accounts (company_id, id),
  ADD CONSTRAINT loan_payments_loan_id_fkey
    FOREIGN KEY (company_id, loan_id) REFERENCES loans (company_id, id),
  ADD CONSTRAINT loan_payments_requested_by_fkey
    FOREIGN KEY (company_id, requested_by) REFERENCES users (company_id, id) ON DELETE SET NULL (requested_by);
ALTER TABLE login_challenges
  ADD CONSTRAINT login_challenges_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE;
ALTER TABLE notification_preferences
  ADD CONSTRAINT notification_preferences_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE;
ALTER TABLE one_time_codes
  ADD CONSTRAINT one_time_codes_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE;
ALTER TABLE password_reset_tokens
  ADD CONSTRAINT password_reset_tokens_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE;
ALTER TABLE payment_orders
  ADD CONSTRAINT payment_orders_created_by_fkey
    FOREIGN KEY (company_id, created_by) REFERENCES users (company_id, id),
  ADD CONSTRAINT payment_orders_entry_id_fkey
    FOREIGN KEY (company_id, entry_id) REFERENCES entries (company_id, id),
  ADD CONSTRAINT payment_orders_fx_quote_id_fkey
    FOREIGN KEY (company_id, fx_quote_id) REFERENCES fx_quotes (company_id, id);
ALTER TABLE payment_recipients
  ADD CONSTRAINT payment_recipients_created_by_fkey
    FOREIGN KEY (company_id, created_by) REFERENCES users (company_id, id);
ALTER TABLE receipt_senders
  ADD CONSTRAINT receipt_senders_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE;
ALTER TABLE receipts
  ADD CONSTRAINT receipts_entry_id_fkey
    FOREIGN KEY (company_id, entry_id) REFERENCES entries (company_id, id) ON DELETE CASCADE,
  ADD CONSTRAINT receipts_uploaded_by_fkey
    FOREIGN KEY (company_id, uploaded_by) REFERENCES users (company_id, id);
ALTER TABLE referrals
  ADD CONSTRAINT referrals_entry_id_fkey
    FOREIGN KEY (company_id, entry_id) REFERENCES entries (company_id, id);
ALTER TABLE refresh_tokens
  ADD CONSTRAINT refresh_tokens_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE;
ALTER TABLE rent_payments
  ADD CONSTRAINT rent_payments_card_id_fkey
    FOREIGN KEY (company_id, card_id) REFERENCES cards (company_id, id),
  ADD CONSTRAINT rent_payments_entry_id_fkey
    FOREIGN KEY (company_id, entry_id) REFERENCES entries (company_id, id) ON DELETE SET NULL (entry_id),
  ADD CONSTRAINT rent_payments_requested_by_fkey
    FOREIGN KEY (company_id, requested_by) REFERENCES users (company_id, id) ON DELETE SET NULL (requested_by),
  ADD CONSTRAINT rent_payments_schedule_id_fkey
    FOREIGN KEY (company_id, schedule_id) REFERENCES rent_schedules (company_id, id);
ALTER TABLE rent_schedules
  ADD CONSTRAINT rent_schedules_first_payment_id_fkey
    FOREIGN KEY (company_id, first_payment_id) REFERENCES rent_payments (company_id, id);
ALTER TABLE reward_ledger
  ADD CONSTRAINT reward_ledger_redemption_id_fkey
    FOREIGN KEY (company_id, redemption_id) REFERENCES reward_redemptions (company_id, id);
ALTER TABLE reward_redemptions
  ADD CONSTRAINT reward_redemptions_account_id_fkey
    FOREIGN KEY (company_id, account_id) REFERENCES autopay_bank_accounts (company_id, id),
  ADD CONSTRAINT reward_redemptions_entry_id_fkey
    FOREIGN KEY (company_id, entry_id) REFERENCES entries (company_id, id),
  ADD CONSTRAINT reward_redemptions_requested_by_fkey
    FOREIGN KEY (company_id, requested_by) REFERENCES users (company_id, id) ON DELETE SET NULL (requested_by);
ALTER TABLE sat_accounts
  ADD CONSTRAINT sat_accounts_linked_by_fkey
    FOREIGN KEY (company_id, linked_by) REFERENCES users (company_id, id);
ALTER TABLE sat_invoice_matches
  ADD CONSTRAINT sat_invoice_matches_entry_id_fkey
    FOREIGN KEY (company_id, entry_id) REFERENCES entries (company_id, id) ON DELETE CASCADE,
  ADD CONSTRAINT sat_invoice_matches_invoice_id_fkey
    FOREIGN KEY (company_id, invoice_id) REFERENCES sat_invoices (company_id, id) ON DELETE CASCADE,
  ADD CONSTRAINT sat_invoice_matches_matched_by_fkey
    FOREIGN KEY (company_id, matched_by) REFERENCES users (company_id, id),
  ADD CONSTRAINT sat_invoice_matches_receipt_id_fkey
    FOREIGN KEY (company_id, receipt_id) REFERENCES receipts (company_id, id) ON DELETE CASCADE;
ALTER TABLE sign_up_applications
  ADD CONSTRAINT sign_up_applications_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id);
ALTER TABLE sso_audit_events
  ADD CONSTRAINT sso_audit_events_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE SET NULL (user_id);
ALTER TABLE sso_connection_tests
  ADD CONSTRAINT sso_connection_tests_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE;
ALTER TABLE statement_cfdis
  ADD CONSTRAINT statement_cfdis_statement_id_fkey
    FOREIGN KEY (company_id, statement_id) REFERENCES statements (company_id, id);
ALTER TABLE statement_delinquencies
  ADD CONSTRAINT statement_delinquencies_payment_id_fkey
    FOREIGN KEY (company_id, payment_id) REFERENCES statement_payments (company_id, id),
  ADD CONSTRAINT statement_delinquencies_penalty_entry_id_fkey
    FOREIGN KEY (company_id, penalty_entry_id) REFERENCES entries (company_id, id),
  ADD CONSTRAINT statement_delinquencies_statement_id_fkey
    FOREIGN KEY (company_id, statement_id) REFERENCES statements (company_id, id);
ALTER TABLE statement_payments
  ADD CONSTRAINT statement_payments_account_id_fkey
    FOREIGN KEY (company_id, account_id) REFERENCES autopay_bank_accounts (company_id, id),
  ADD CONSTRAINT statement_payments_entry_id_fkey
    FOREIGN KEY (company_id, entry_id) REFERENCES entries (company_id, id),
  ADD CONSTRAINT statement_payments_requested_by_fkey
    FOREIGN KEY (company_id, requested_by) REFERENCES users (company_id, id) ON DELETE SET NULL (requested_by),
  ADD CONSTRAINT statement_payments_statement_id_fkey
    FOREIGN KEY (company_id, statement_id) REFERENCES statements (company_id, id);
ALTER TABLE support_contacts
  ADD CONSTRAINT support_contacts_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE;
ALTER TABLE team_audit_events
  ADD CONSTRAINT team_audit_events_actor_id_fkey
    FOREIGN KEY (company_id, actor_id) REFERENCES users (company_id, id) ON DELETE SET NULL (actor_id),
  ADD CONSTRAINT team_audit_events_on_behalf_of_fkey
    FOREIGN KEY (company_id, on_behalf_of) REFERENCES users (company_id, id) ON DELETE SET NULL (on_behalf_of),
  ADD CONSTRAINT team_audit_events_subject_id_fkey
    FOREIGN KEY (company_id, subject_id) REFERENCES users (company_id, id) ON DELETE SET NULL (subject_id);
ALTER TABLE terms_consents
  ADD CONSTRAINT terms_consents_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE;
ALTER TABLE transaction_disputes
  ADD CONSTRAINT transaction_disputes_entry_id_fkey
    FOREIGN KEY (company_id, entry_id) REFERENCES entries (company_id, id) ON DELETE CASCADE,
  ADD CONSTRAINT transaction_disputes_reported_by_fkey
    FOREIGN KEY (company_id, reported_by) REFERENCES users (company_id, id);
ALTER TABLE transfers
  ADD CONSTRAINT transfers_beneficiary_id_fkey
    FOREIGN KEY (company_id, beneficiary_id) REFERENCES beneficiaries (company_id, id),
  ADD CONSTRAINT transfers_bulk_transfer_id_fkey
    FOREIGN KEY (company_id, bulk_transfer_id) REFERENCES bulk_transfers (company_id, id),
  ADD CONSTRAINT transfers_entry_id_fkey
    FOREIGN KEY (company_id, entry_id) REFERENCES entries (company_id, id) ON DELETE CASCADE;
ALTER TABLE trusted_devices
  ADD CONSTRAINT trusted_devices_user_id_fkey
    FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE;
ALTER TABLE upload_request_changes
  ADD CONSTRAINT upload_request_changes_request_id_fkey
    FOREIGN KEY (company_id, request_id) REFERENCES upload_requests (company_id, id) ON DELETE CASCADE;
ALTER TABLE upload_request_documents
  ADD CONSTRAINT upload_request_documents_group_id_fkey
    FOREIGN KEY (company_id, group_id) REFERENCES upload_request_groups (company_id, id) ON DELETE CASCADE,
  ADD CONSTRAINT upload_request_documents_request_id_fkey
    FOREIGN KEY (company_id, request_id) REFERENCES upload_requests (company_id, id) ON DELETE CASCADE;
ALTER TABLE upload_request_groups
  ADD CONSTRAINT upload_request_groups_request_id_fkey
    FOREIGN KEY (company_id, request_id) REFERENCES upload_requests (company_id, id) ON DELETE CASCADE;
ALTER TABLE users
  ADD CONSTRAINT users_delegate_for_fkey
    FOREIGN KEY (company_id, delegate_for) REFERENCES users (company_id, id) ON DELETE SET NULL (delegate_for),
  ADD CONSTRAINT users_department_id_fkey
    FOREIGN KEY (company_id, department_id) REFERENCES team_groups (company_id, id) ON DELETE SET NULL (department_id),
  ADD CONSTRAINT users_location_id_fkey
    FOREIGN KEY (company_id, location_id) REFERENCES team_groups (company_id, id) ON DELETE SET NULL (location_id);

-- What is looked up before its company is known (a token or public id from a link or a cookie,
-- an id from an issuer's call or a job's record) keeps an index of its own, no longer unique:
-- the keys above lead with company_id and cannot serve such a look-up.
CREATE INDEX background_jobs_id_idx ON background_jobs (id);
CREATE INDEX bank_sandbox_items_access_token_idx ON bank_sandbox_items (access_token);
CREATE INDEX bank_sandbox_link_tokens_token_idx ON bank_sandbox_link_tokens (token);
CREATE INDEX cards_id_idx ON cards (id);
CREATE INDEX company_documents_public_id_idx ON company_documents (public_id);
CREATE INDEX e_signature_sandbox_envelopes_id_idx ON e_signature_sandbox_envelopes (id);
CREATE INDEX entries_id_idx ON entries (id);
CREATE INDEX entry_exports_public_id_idx ON entry_exports (public_id);
CREATE INDEX invitations_token_hash_idx ON invitations (token_hash);
CREATE INDEX login_challenges_token_hash_idx ON login_challenges (token_hash);
CREATE INDEX password_reset_tokens_token_hash_idx ON password_reset_tokens (token_hash);
CREATE INDEX receipts_public_id_idx ON receipts (public_id);
CREATE INDEX refresh_tokens_token_hash_idx ON refresh_tokens (token_hash);
CREATE INDEX sso_connection_tests_id_idx ON sso_connection_tests (id);
CREATE INDEX sso_connection_tests_state_hash_idx ON sso_connection_tests (state_hash);
CREATE INDEX sso_sign_ins_state_hash_idx ON sso_sign_ins (state_hash);
CREATE INDEX trusted_devices_approval_token_hash_idx ON trusted_devices (approval_token_hash);
CREATE INDEX upload_requests_public_id_idx ON upload_requests (public_id);
CREATE INDEX users_public_id_idx ON users (public_id);
