-- FX quotes (issue 40): a transfer in a currency other than the company's is priced by the FX
-- provider (route-fusion's quotes, through its sandbox): a rate, a fee and an expiry. The quote
-- is kept here, so the server never takes a rate or an amount from the browser, and it is
-- locked once, by the payment that confirms it before it expires.
CREATE TABLE fx_quotes (
  id uuid PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  created_by integer NOT NULL REFERENCES users (id),
  -- What the company's account pays (platform) and what the recipient gets (transfer).
  source_currency text NOT NULL REFERENCES currencies (alpha_code),
  target_currency text NOT NULL REFERENCES currencies (alpha_code),
  -- Target units for one source unit, as the provider states it (a decimal, exact).
  rate numeric(24, 10) NOT NULL CHECK (rate > 0),
  -- Minor units of source_currency: the converted amount, then the provider's fee on top.
  source_amount_minor bigint NOT NULL CHECK (source_amount_minor > 0),
  fee_minor bigint NOT NULL CHECK (fee_minor >= 0),
  -- Minor units of target_currency.
  target_amount_minor bigint NOT NULL CHECK (target_amount_minor > 0),
  provider_quote_id text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- The payment that locked the quote (its idempotency key); a quote pays once.
  locked_by_key uuid,
  locked_at timestamptz,
  CHECK (source_currency <> target_currency),
  CHECK (expires_at > created_at),
  CHECK ((locked_by_key IS NULL) = (locked_at IS NULL))
);
CREATE INDEX fx_quotes_company_idx ON fx_quotes (company_id, created_at);

-- What a payment debits from the company's account, when it differs from what the rail sends
-- (a cross-currency payment: the quote's source amount and fee, in the company's currency).
ALTER TABLE payment_orders ADD COLUMN debit_minor bigint CHECK (debit_minor > 0);
ALTER TABLE payment_orders ADD COLUMN debit_currency text REFERENCES currencies (alpha_code);
ALTER TABLE payment_orders ADD COLUMN fx_quote_id uuid UNIQUE REFERENCES fx_quotes (id);
ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_debit_whole
  CHECK ((debit_minor IS NULL) = (debit_currency IS NULL));

-- A released bulk batch's payments name it as their source in the drawer (part 2 §2.2): the
-- release makes the batch's bulk_transfers row, which each of its transfers points to.
ALTER TABLE bulk_batches ADD COLUMN bulk_transfer_id integer UNIQUE REFERENCES bulk_transfers (id);
