-- What the sandbox mailer and SMS sender "sent". In demo mode a developer (and a test) reads
-- it through /api/dev/outbox.
CREATE TABLE outbox_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Null for messages to people outside any company (for example upload-portal applicants).
  company_id integer REFERENCES companies (id),
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  -- The one-time code the message carries, kept only in demo mode.
  code text,
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_messages_recipient_idx ON outbox_messages (lower(recipient), created_at);
