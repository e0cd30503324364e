-- Sign-in state. Nothing about a session lives in server memory, so any instance can answer
-- any request: challenges, one-time codes and refresh tokens are rows, stored hashed.

-- The password step's proof, carried by the outlay_login cookie (its SHA-256 is stored).
CREATE TABLE login_challenges (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  failed_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);

-- Six-digit codes, stored as HMAC-SHA256 under a key derived from the server secret.
CREATE TABLE one_time_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  code_hmac text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  invalidated_at timestamptz
);
-- Sending limits count a user's recent codes.
CREATE INDEX one_time_codes_user_idx ON one_time_codes (user_id, purpose, created_at);
-- At most one live code per user and purpose: a resend must first retire the old one.
CREATE UNIQUE INDEX one_time_codes_live_key ON one_time_codes (user_id, purpose)
  WHERE consumed_at IS NULL AND invalidated_at IS NULL;

-- Refresh tokens (SHA-256 stored). Each rotation adds a row to the family; presenting a used
-- token again revokes the whole family.
CREATE TABLE refresh_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  family_expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

-- Wrong passwords per address, for the per-email sign-in limit. Not a business row: the
-- email may belong to no company, so it has no company_id, and only its SHA-256 is kept.
CREATE TABLE login_failures (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email_key text NOT NULL,
  ip_address text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX login_failures_email_idx ON login_failures (email_key, created_at);
