-- Settings and profile (issue 36): the company's addresses, a person's profile (language,
-- time zone, picture, a phone number waiting for its code) and the wallet's default account.

-- The company's legal, physical and shipping address, one of each, checked per country by
-- @outlay/rules (companyAddressProblems). `county` holds the Mexican colonia.
CREATE TABLE company_addresses (
  company_id integer NOT NULL REFERENCES companies (id),
  kind text NOT NULL CHECK (kind IN ('legal', 'physical', 'shipping')),
  line1 text NOT NULL,
  line2 text NOT NULL DEFAULT '',
  unit text NOT NULL DEFAULT '',
  county text NOT NULL DEFAULT '',
  city text NOT NULL,
  state text NOT NULL DEFAULT '',
  postal_code text NOT NULL,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, kind)
);

-- The profile page: the language and time zone a person reads Outlay in (null: the browser's
-- and the company's), and a new phone number until the code sent to it is entered.
ALTER TABLE users
  ADD COLUMN language text CHECK (language IN ('en', 'es', 'pt')),
  ADD COLUMN time_zone text,
  ADD COLUMN pending_phone_number text,
  ADD COLUMN pending_country_calling_code text;

-- The wallet: one default external account per company; a removed account stays for history.
ALTER TABLE autopay_bank_accounts
  ADD COLUMN wallet_default boolean NOT NULL DEFAULT false,
  ADD COLUMN removed_at timestamptz;
CREATE UNIQUE INDEX autopay_bank_accounts_wallet_default_key
  ON autopay_bank_accounts (company_id) WHERE wallet_default AND removed_at IS NULL;
