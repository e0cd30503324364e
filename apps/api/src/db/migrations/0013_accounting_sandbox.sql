-- The sandbox accounting provider's own records (src/accounting/sandbox/): what the real
-- unified accounting API keeps on its side. Outlay's domain never reads these tables; only
-- the sandbox does, as a remote service would.

CREATE TABLE accounting_sandbox_companies (
  codat_company_id uuid PRIMARY KEY,
  data_connection_id uuid NOT NULL UNIQUE,
  platform_key text NOT NULL,
  company_name text NOT NULL,
  country_code text NOT NULL,
  -- The platform's period lock: nothing dated before it can be added.
  lock_date date,
  created_at timestamptz NOT NULL,
  linked_at timestamptz,
  deleted_at timestamptz
);

-- When the provider last pulled each dataset from the platform: its copy is as of then.
CREATE TABLE accounting_sandbox_pulls (
  codat_company_id uuid NOT NULL REFERENCES accounting_sandbox_companies (codat_company_id),
  dataset text NOT NULL,
  pulled_at timestamptz NOT NULL,
  PRIMARY KEY (codat_company_id, dataset)
);

-- Accounts someone archived on the platform, and when.
CREATE TABLE accounting_sandbox_archives (
  codat_company_id uuid NOT NULL REFERENCES accounting_sandbox_companies (codat_company_id),
  account_id text NOT NULL,
  archived_at timestamptz NOT NULL,
  PRIMARY KEY (codat_company_id, account_id)
);

-- Transactions created on the platform, one per Outlay entry (a push again updates it).
CREATE TABLE accounting_sandbox_transactions (
  codat_company_id uuid NOT NULL REFERENCES accounting_sandbox_companies (codat_company_id),
  source_id text NOT NULL,
  platform_transaction_id text NOT NULL,
  account_id text NOT NULL,
  amount numeric(16, 2) NOT NULL,
  payload jsonb NOT NULL,
  receipt_ids text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (codat_company_id, source_id)
);
