import { Inline, Link } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import { useLegalDocuments } from './api/legal-documents';

/** The legal documents, each opening in a new tab. */
export function LegalLinks() {
  const { t } = useTranslator();
  const documents = useLegalDocuments();
  const items = documents.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Inline space="medium" component="ul" aria-label={t('shell.legal.label')}>
      {items.map((document) => (
        <li key={document.name}>
          {/* An absolute address: a document is not a page of the app's router. */}
          <Link href={new URL(document.downloadLink, window.location.origin).href} target="_blank">
            {document.title}
          </Link>
        </li>
      ))}
    </Inline>
  );
}
