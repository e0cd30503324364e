-- Single sign-on per company (issue 42): each company's own issuer, client id and client
-- secret, entered by an admin in Security settings, and the "Test connection" round trips
-- that must succeed before they are saved. A row without a client id keeps the server's
-- defaults (the sandbox provider in demo mode, OUTLAY_SSO_* otherwise): the seeded companies.

-- The secret is sealed (AES-256-GCM with a key derived from the server secret, OUTLAY_SECRET)
-- and never sent back: the settings say only whether one is set.
ALTER TABLE company_sso_settings
  ADD COLUMN issuer text CHECK (issuer IS NULL OR issuer ~ '^https?://'),
  ADD COLUMN client_id text,
  ADD COLUMN client_secret_sealed text,
  ADD CONSTRAINT company_sso_settings_client_whole CHECK (
    (issuer IS NULL AND client_id IS NULL AND client_secret_sealed IS NULL)
    OR (issuer IS NOT NULL AND client_id IS NOT NULL AND client_secret_sealed IS NOT NULL)
  );

-- One "Test connection": the provider's details as the admin entered them, the authorization
-- request sent to the provider (only the state's and browser binding's hashes kept), and its
-- outcome. A save names a succeeded test of the same company and admin; its details are the
-- ones saved.
CREATE TABLE sso_connection_tests (
  id text PRIMARY KEY,
  state_hash text NOT NULL UNIQUE,
  company_id integer NOT NULL REFERENCES companies (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  browser_hash text NOT NULL,
  provider text NOT NULL CHECK (provider IN ('google', 'okta')),
  okta_domain text CHECK (okta_domain IS NULL OR okta_domain ~ '^[a-z0-9.-]+$'),
  issuer text NOT NULL CHECK (issuer ~ '^https?://'),
  client_id text NOT NULL,
  client_secret_sealed text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  succeeded_at timestamptz,
  CHECK (provider <> 'okta' OR okta_domain IS NOT NULL)
);
CREATE INDEX sso_connection_tests_company ON sso_connection_tests (company_id, created_at);

ALTER TABLE sso_audit_events DROP CONSTRAINT sso_audit_events_action_check;
ALTER TABLE sso_audit_events ADD CONSTRAINT sso_audit_events_action_check CHECK (
  action IN ('settings_changed', 'signed_in', 'refused', 'password_refused', 'connection_tested')
);
