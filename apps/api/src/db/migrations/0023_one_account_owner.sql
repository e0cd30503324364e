-- One Primary Account Owner (legal representative) per company, held by the database: two
-- transfers at once could each clear the owner their snapshot saw and set their own, leaving
-- several owners (16 concurrent changes left 9 on PostgreSQL).

-- A company that has several keeps the one who has held the flag longest: the lowest id.
UPDATE users SET legal_representative = false
 WHERE legal_representative
   AND id <> (SELECT min(o.id) FROM users o
               WHERE o.company_id = users.company_id AND o.legal_representative);

CREATE UNIQUE INDEX users_one_account_owner ON users (company_id) WHERE legal_representative;
