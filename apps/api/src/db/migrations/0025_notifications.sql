-- Notifications (issue 36): which messages reach a person and how. One row per person and
-- kind they changed; a kind without a row takes the defaults (notifications/kinds.ts). Every
-- sender reads this table through notifications/notifier.ts before it sends. Sign-ins from a
-- new device are always sent, so they never have a row.
CREATE TABLE notification_preferences (
  company_id integer NOT NULL REFERENCES companies (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN (
    'statements', 'declinedPurchases', 'missingReceipts', 'payments', 'invitationsAccepted'
  )),
  email boolean NOT NULL,
  sms boolean NOT NULL,
  in_app boolean NOT NULL,
  -- The weekly missing-receipts reminder's day, ISO (1 Monday … 7 Sunday); that kind only.
  reminder_weekday smallint CHECK (reminder_weekday BETWEEN 1 AND 7),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, user_id, kind),
  CONSTRAINT notification_preferences_reminder_day
    CHECK ((kind = 'missingReceipts') = (reminder_weekday IS NOT NULL))
);

-- What was sent "in the app": the header's list. The words are the web's (its catalogs, in the
-- reader's language), so a row keeps the kind and the facts the words need.
CREATE TABLE in_app_notifications (
  company_id integer NOT NULL REFERENCES companies (id),
  id integer GENERATED ALWAYS AS IDENTITY,
  public_id uuid NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN (
    'statements', 'declinedPurchases', 'missingReceipts', 'payments', 'invitationsAccepted',
    'newDeviceSignIn'
  )),
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  PRIMARY KEY (company_id, id)
);
CREATE INDEX in_app_notifications_user_idx
  ON in_app_notifications (company_id, user_id, created_at DESC, id DESC);
CREATE INDEX in_app_notifications_unread_idx
  ON in_app_notifications (company_id, user_id) WHERE read_at IS NULL;
