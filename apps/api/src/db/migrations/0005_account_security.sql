-- Account security and the login gate: verification of sensitive actions (action codes, the
-- sandbox bot check and its captchas), terms consent, the click-wrap sandbox, password resets
-- and invited users' first password.

-- How verification dialogs start, whether the bot check distrusts the account, when the
-- password last changed, and invited users who have not chosen a password yet (their
-- password_hash is random and sign-in refuses them).
ALTER TABLE users
  ADD COLUMN default_2fa_method text NOT NULL DEFAULT 'EMAIL'
    CHECK (default_2fa_method IN ('EMAIL', 'OTP', 'SMS')),
  ADD COLUMN bot_check_flagged boolean NOT NULL DEFAULT false,
  ADD COLUMN password_changed_at timestamptz,
  ADD COLUMN needs_password_setup boolean NOT NULL DEFAULT false;

-- Setting up an authenticator app during sign-in needs the emailed code first; this marks the
-- sign-in attempt whose email code was verified.
ALTER TABLE login_challenges ADD COLUMN email_verified_at timestamptz;

-- What multifactor-action-code/verify grants: a random token (SHA-256 stored) that the
-- action spends once. Bound to the user, the action type and the card.
CREATE TABLE action_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  action_type text NOT NULL,
  card_last_four text NOT NULL DEFAULT '',
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX action_codes_user_idx ON action_codes (user_id, action_type);

-- The sandbox bot check counts failed verifications per address. Like login_failures it is
-- not a business row: a bot is judged across companies.
CREATE TABLE verification_failures (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ip_address text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX verification_failures_ip_idx ON verification_failures (ip_address, created_at);

-- Questions the sandbox captcha asked; each is answered once.
CREATE TABLE captcha_challenges (
  id uuid PRIMARY KEY,
  ip_address text NOT NULL,
  answer integer NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- In-house terms the user agreed to, document by document and version by version.
CREATE TABLE terms_consents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('clickwrap', 'in-house')),
  document_id text NOT NULL,
  document_version text NOT NULL,
  ip_address text NOT NULL,
  accepted_at timestamptz NOT NULL
);
CREATE INDEX terms_consents_user_idx ON terms_consents (company_id, user_id);

-- The click-wrap sandbox's own records: who signed which contract version of a group. They
-- belong to the provider (keyed by its site and signer ids), not to a company.
CREATE TABLE clickwrap_signatures (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  access_id text NOT NULL,
  group_key text NOT NULL,
  signer_id text NOT NULL,
  contract_id text NOT NULL,
  contract_version text NOT NULL,
  ip_address text NOT NULL,
  signed_at timestamptz NOT NULL
);
CREATE INDEX clickwrap_signatures_signer_idx
  ON clickwrap_signatures (access_id, group_key, signer_id);

-- Password-reset links (SHA-256 of the token stored): single use, short-lived.
CREATE TABLE password_reset_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id, created_at);
