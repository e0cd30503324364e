-- Indexes leading with company_id for the plans the query-plans test (test/query-plans.test.ts,
-- issue 38) found scanning a whole tenant table with no index to find one company's rows.

-- A statement's page reads the company's delinquent statements: the only index by company was
-- the pending penalties' (partial), so every company's rows were read.
CREATE INDEX statement_delinquencies_company_idx
  ON statement_delinquencies (company_id, statement_id);
