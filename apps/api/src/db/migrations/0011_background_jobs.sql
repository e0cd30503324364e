-- What the server does in the background (accounting pushes and resyncs, dataset refreshes,
-- SAT invoice retrieval), one row per job, so the user who asked can see how it went. The
-- queue itself (locking, retries with backoff, expiry) is pg-boss, in a schema of its own that
-- it creates and migrates at start; this table is ours, scoped by company like every business
-- row, and keeps the outcome after pg-boss has archived the job.
CREATE TABLE background_jobs (
  -- The pg-boss job's id.
  id uuid PRIMARY KEY,
  -- Orders a subject's jobs (times come from the application's clock and may tie).
  seq bigint GENERATED ALWAYS AS IDENTITY,
  queue text NOT NULL,
  company_id integer NOT NULL REFERENCES companies (id),
  -- The business row the job works for: 'card-transaction' 123, 'accounting-dataset' 'taxRates'…
  subject_kind text NOT NULL,
  subject_id text NOT NULL,
  requested_by integer REFERENCES users (id),
  state text NOT NULL CHECK (state IN ('queued', 'active', 'retrying', 'completed', 'refused', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL,
  -- When a job waiting to retry runs again (pg-boss's start_after, on the database's clock).
  next_attempt_at timestamptz,
  -- A refusal: the job cannot succeed as asked (an archived account, a closed period); the
  -- code is the domain's, the detail the provider's words. Never retried.
  refusal_code text,
  refusal_detail text,
  -- The last transient error, for the logs and the people running the server.
  last_error text,
  result jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE INDEX background_jobs_subject_idx
  ON background_jobs (company_id, subject_kind, subject_id, seq DESC);
