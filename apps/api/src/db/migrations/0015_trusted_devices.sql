-- Trusted devices ("Remember this device"): a browser a user trusted after a verified sign-in,
-- or approved from an emailed link, signs in without a code for 30 days. The browser holds a
-- signed cookie with a random token; only the token's SHA-256 is kept here, with what the
-- security settings list (browser and system from the user agent, when, last used). A pending device is a
-- browser refused as new (423) whose approval link was emailed.
CREATE TABLE trusted_devices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  public_id uuid NOT NULL UNIQUE,
  company_id integer NOT NULL REFERENCES companies (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  -- What the user agent said, by family only (no versions): 'Chrome', 'macOS'; null if unknown.
  browser text,
  os text,
  status text NOT NULL CHECK (status IN ('pending', 'trusted')),
  created_at timestamptz NOT NULL,
  trusted_at timestamptz,
  last_used_at timestamptz,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  approval_token_hash text UNIQUE,
  approval_expires_at timestamptz,
  approval_sent_at timestamptz
);
CREATE INDEX trusted_devices_user_idx ON trusted_devices (user_id, company_id);
