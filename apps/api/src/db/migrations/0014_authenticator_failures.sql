-- Wrong authenticator-app codes, per account and across sign-ins: a sign-in attempt ends after
-- five, but a new password check started a fresh count, so an attacker with the password could
-- keep guessing. Counted here, like email codes are, so every instance sees the same count.
CREATE TABLE authenticator_failures (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX authenticator_failures_user_idx ON authenticator_failures (user_id, created_at);
