import type { LegalDocuments } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
import type { Lang } from '../i18n/language.js';

export type { LegalDocuments } from '@outlay/api-client/schema';

interface DocumentRow extends Record<string, unknown> {
  name: string;
  title: Partial<Record<Lang, string>> & { en: string };
  download_link: string;
}

/**
 * The legal documents linked from every signed-in page (getLegalDocuments): rows of the
 * legal_documents table, titled in the caller's language, English where a title is missing.
 */
export async function listLegalDocuments(db: Db, lang: Lang): Promise<LegalDocuments> {
  const rows = await db.query<DocumentRow>(
    'SELECT name, title, download_link FROM legal_documents ORDER BY position, name',
  );
  return {
    items: rows.map((row) => ({
      name: row.name,
      title: row.title[lang] ?? row.title.en,
      downloadLink: row.download_link,
    })),
  };
}
