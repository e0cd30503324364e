-- The company sign-up wizard (spec part 2 §2.7). create-account makes a pending company and its
-- applicant (an admin); the application is saved after every step, so a reload or another
-- sign-in resumes at the first step not complete. One application per company, of one user.

ALTER TABLE companies ADD COLUMN account_status text NOT NULL DEFAULT 'active'
  CHECK (account_status IN ('in-active', 'active', 'pending', 'cancelled'));

CREATE TABLE sign_up_applications (
  company_id integer PRIMARY KEY REFERENCES companies (id),
  user_id integer NOT NULL UNIQUE REFERENCES users (id),
  birth_date date NOT NULL,
  over_18 boolean NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted')),
  completed_steps text[] NOT NULL DEFAULT '{}',
  company_form jsonb,
  company_details jsonb,
  ownerships jsonb,
  account_owner jsonb,
  bank_location text,
  statement_currency text,
  -- The accounts, normalised and masked; `fingerprint` (a digest of the full numbers) finds the
  -- same account attached twice without keeping the numbers readable.
  bank_accounts jsonb NOT NULL DEFAULT '[]',
  fiscal_rfc text,
  -- The CIEC key, sealed (AES-256-GCM) for the SAT connection that checks it later.
  fiscal_ciec_sealed text,
  agreement_accepted_at timestamptz,
  privacy_policy_accepted_at timestamptz,
  submitted_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- "This Phone number is already used.": a lookup by the phone's digits.
CREATE INDEX users_phone_digits_idx
  ON users ((regexp_replace(coalesce(country_calling_code, '') || phone_number, '[^0-9]', '', 'g')))
  WHERE phone_number IS NOT NULL;
