import { EmptyState, Link } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import { paths } from '@/lib/paths';

export default function NotFoundPage() {
  const { t } = useTranslator();
  return (
    <main id="main">
      <EmptyState
        title={t('notFound.title')}
        headingLevel={1}
        description={t('notFound.body')}
        action={<Link href={paths.dashboard}>{t('notFound.home')}</Link>}
      />
    </main>
  );
}
