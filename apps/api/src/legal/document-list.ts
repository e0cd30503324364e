import type { LegalDocuments } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { Lang } from '../i18n/language.js';

export type { LegalDocuments } from '@outlay/api-client/schema';

/** A title in each language it was written in; English always. */
type Titles = Partial<Record<Lang, string>> & { en: string };

/**
 * The legal documents linked from every signed-in page (getLegalDocuments): rows of the
 * legal_documents table, titled in the caller's language, English where a title is missing.
 */
export async function listLegalDocuments(db: Db, lang: Lang): Promise<LegalDocuments> {
  const rows = await kyselyOf(db)
    .selectFrom('legal_documents')
    // Written per language, English always, by the seed (Titles).
    .select((eb) => ['name', eb.ref('title').$castTo<Titles>().as('title'), 'download_link'])
    .orderBy('position')
    .orderBy('name')
    .execute();
  return {
    items: rows.map((row) => ({
      name: row.name,
      title: row.title[lang] ?? row.title.en,
      downloadLink: row.download_link,
    })),
  };
}
