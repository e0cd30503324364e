-- The sandbox bot check's other verdict on an account: blocked outright (BLOCKED), as the
-- third-party service answers a caller it refuses. QA's browser walk of the verification
-- dialog meets it with an account of its own, rather than by blocking the address every test
-- shares.
ALTER TABLE users ADD COLUMN bot_check_blocked boolean NOT NULL DEFAULT false;
