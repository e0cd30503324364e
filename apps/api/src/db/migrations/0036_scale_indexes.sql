-- Indexes leading with company_id for the plans the scale bench (npm run bench:scale, issue 38)
-- found reading every company's rows at 1,000 companies and 1,000,000 entries: the detail
-- tables were reached only by their primary key (entry_id), so a join that starts from one
-- company's entries and a lookup by company both scanned the whole table.

-- The mapping table's counts and the dashboard's figures join one company's entries to their
-- card details; statements read the company's settlements.
CREATE INDEX card_transactions_company_idx ON card_transactions (company_id, entry_id);
CREATE INDEX card_transactions_company_type_idx
  ON card_transactions (company_id, payment_type, entry_id);

-- The dashboard's statistics join one company's entries to their transfers.
CREATE INDEX transfers_company_idx ON transfers (company_id, entry_id);

-- The cards list sums each card's spend (this month's, or all of it for a lifetime limit):
-- with only (card_id, occurred_at) the planner ANDed it with every entry id of the company,
-- 100,000 for a card of Northwind at scale. This one answers it from the index alone.
CREATE INDEX entries_company_card_idx ON entries (company_id, card_id, occurred_at)
  INCLUDE (kind, amount);
