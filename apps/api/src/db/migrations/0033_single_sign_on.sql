-- Single sign-on (issue 42): a company's identity provider (Google or Okta, through OpenID
-- Connect), the sign-ins waiting for the provider's answer, their audit trail, and the local
-- sandbox identity provider's codes and signing key (demo mode).

-- One row per company that set SSO up; no row means "none". `enforced` refuses password
-- sign-in to everyone but `recovery_user_id`, the admin who stays able to sign in with
-- password and code when the provider is down.
CREATE TABLE company_sso_settings (
  company_id integer PRIMARY KEY REFERENCES companies (id),
  provider text NOT NULL CHECK (provider IN ('google', 'okta')),
  okta_domain text CHECK (okta_domain IS NULL OR okta_domain ~ '^[a-z0-9.-]+$'),
  enforced boolean NOT NULL DEFAULT false,
  recovery_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL,
  CHECK (provider <> 'okta' OR okta_domain IS NOT NULL)
);

-- An authorization request sent to the provider, until its answer comes back (or it expires).
-- Only hashes of the state and of the browser binding are kept; the PKCE verifier and the
-- nonce are needed in clear to finish. `used_at` makes the answer usable once.
CREATE TABLE sso_sign_ins (
  state_hash text PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  browser_hash text NOT NULL,
  provider text NOT NULL CHECK (provider IN ('google', 'okta')),
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sso_sign_ins_company ON sso_sign_ins (company_id, created_at);

-- Who changed the settings and who signed in (or was refused) through the provider.
CREATE TABLE sso_audit_events (
  id bigserial,
  company_id integer NOT NULL REFERENCES companies (id),
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL CHECK (
    action IN ('settings_changed', 'signed_in', 'refused', 'password_refused')
  ),
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, id)
);

-- The sandbox identity provider (demo mode): its authorization codes, single use and short
-- lived, bound to the client, the redirect address and the PKCE challenge.
CREATE TABLE sandbox_oidc_codes (
  code_hash text PRIMARY KEY,
  tenant text NOT NULL,
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  code_challenge text NOT NULL,
  nonce text NOT NULL,
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Its signing key, one per tenant, shared by every Outlay process on the database.
CREATE TABLE sandbox_oidc_keys (
  tenant text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
