-- The sandbox identity provider's state (issue 42) in the database, not in one process's
-- memory: its sessions, interactions, grants and authorization codes (oidc-provider's models,
-- sso/sandbox-provider-store.ts), so a sign-in started on one Outlay server behind the load
-- balancer is finished on another. Its signing keys were already here (sandbox_oidc_keys).
CREATE TABLE sandbox_oidc_records (
  tenant text NOT NULL CHECK (tenant IN ('google', 'okta')),
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  PRIMARY KEY (tenant, model, id)
);
CREATE INDEX sandbox_oidc_records_uid ON sandbox_oidc_records (tenant, model, uid)
  WHERE uid IS NOT NULL;
CREATE INDEX sandbox_oidc_records_grant ON sandbox_oidc_records (tenant, grant_id)
  WHERE grant_id IS NOT NULL;
CREATE INDEX sandbox_oidc_records_expiry ON sandbox_oidc_records (expires_at);

-- The hand-written sandbox's codes, unused since the provider is oidc-provider.
DROP TABLE sandbox_oidc_codes;
