-- Which process runs an active job, so a process that starts can tell the jobs a dead one left
-- active (a kill -9 mid-run) from those a live one is running, and retry the first at once
-- instead of after their expiry.
ALTER TABLE background_jobs ADD COLUMN worker text;

CREATE INDEX background_jobs_active_idx ON background_jobs (worker) WHERE state = 'active';
