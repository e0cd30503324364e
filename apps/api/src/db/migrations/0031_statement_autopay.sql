-- AutoPay of statements (issue 41): on a statement's due date the job queue debits its amount
-- due from the company's verified AutoPay account. A debit is a statement payment like Pay
-- now's, told apart by its source; at most one AutoPay debit per statement, however many
-- sweeps run at once.
ALTER TABLE statement_payments
  ADD COLUMN source text NOT NULL DEFAULT 'pay-now' CHECK (source IN ('pay-now', 'autopay'));
CREATE UNIQUE INDEX statement_payments_autopay_key
  ON statement_payments (company_id, statement_id) WHERE source = 'autopay';

-- A statement whose AutoPay debit the bank refused: overdue from then on (while something is
-- left to pay), its admins told, and its late-payment penalty posted once its grace is over
-- (or waived when it was paid in the grace). Statements themselves never change once closed.
CREATE TABLE statement_delinquencies (
  company_id integer NOT NULL REFERENCES companies (id),
  statement_id integer PRIMARY KEY REFERENCES statements (id),
  payment_id integer NOT NULL REFERENCES statement_payments (id),
  refused_at timestamptz NOT NULL,
  -- The first day, in the company's time zone, the penalty may post.
  penalty_on date NOT NULL,
  penalty_state text NOT NULL DEFAULT 'pending'
    CHECK (penalty_state IN ('pending', 'posted', 'waived')),
  penalty_entry_id bigint REFERENCES entries (id),
  CHECK ((penalty_state = 'posted') = (penalty_entry_id IS NOT NULL))
);
CREATE INDEX statement_delinquencies_pending_idx
  ON statement_delinquencies (company_id, penalty_on) WHERE penalty_state = 'pending';

-- Each company's statement sweep (closing cycles, AutoPay, penalties) runs on the job queue at
-- its midnight; this row names the one job that is the next link of its chain, so a restart or
-- a second server never starts a second chain.
CREATE TABLE statement_sweeps (
  company_id integer PRIMARY KEY REFERENCES companies (id),
  job_id uuid,
  run_at timestamptz
);
