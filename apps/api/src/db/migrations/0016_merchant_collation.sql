-- The Merchant column sorts as people read names: the Unicode root collation (CLDR), which is
-- English's and Portuguese's order ("adobe" before "Amazon", "éclair" among the e's), not the
-- byte order of the C collation ("Zoom" before "adobe"). Spanish adds ñ after n, which the
-- sort expression writes in (src/entries/entry-texts.ts), because PGlite's ICU carries the
-- root collation only. ICU has it in PGlite and in PostgreSQL built with ICU (Debian's is).
CREATE COLLATION IF NOT EXISTS outlay_words (provider = icu, locale = 'und');

-- English names sort by the stored title itself: this index serves that order.
DROP INDEX entries_company_title_idx;
CREATE INDEX entries_company_title_idx ON entries (company_id, (title COLLATE outlay_words), id);
