import { I18nProvider } from '@outlay/design-system';
import { use, useEffect } from 'react';
import { useParams } from 'wouter';
import { loadCatalog, type Catalog } from '@/i18n/catalogs';
import { TranslatorProvider, useTranslator } from '@/i18n/intl';
import { defaultLanguage, isLanguage, localeOf, type Language } from '@/i18n/languages';
import { PortalLayout } from '../components/portal-layout';
import { UploadPortal } from '../components/upload-portal';

const catalogs = new Map<Language, Promise<Catalog>>();

function catalogFor(language: Language): Promise<Catalog> {
  let catalog = catalogs.get(language);
  if (!catalog) {
    catalog = loadCatalog(language, ['common', 'upload-portal']);
    catalogs.set(language, catalog);
  }
  return catalog;
}

function DocumentLanguage() {
  const { t, language } = useTranslator();
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = t('uploadPortal.documentTitle');
  }, [language, t]);
  return null;
}

/**
 * `/{language}/upload-documents/{uuid}`: the public upload portal, no sign-in. It speaks the
 * link's language whatever the visitor's cookie says, so it brings its own catalog.
 */
export default function UploadPortalPage() {
  const params = useParams<{ language?: string; uuid?: string }>();
  const language = isLanguage(params.language) ? params.language : defaultLanguage;
  const catalog = use(catalogFor(language));
  return (
    <TranslatorProvider language={language} catalog={catalog}>
      <I18nProvider locale={localeOf[language]}>
        <DocumentLanguage />
        <PortalLayout>
          <UploadPortal key={params.uuid} uuid={params.uuid ?? ''} language={language} />
        </PortalLayout>
      </I18nProvider>
    </TranslatorProvider>
  );
}
