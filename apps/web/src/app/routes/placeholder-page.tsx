import { Heading, Text } from '@outlay/design-system';
import type { MessageId } from '@/i18n/catalogs';
import { useTranslator } from '@/i18n/intl';
import { Page } from '@/components/page';

/**
 * A page whose content is still to come: its title once, the tab open on it (`section`) when
 * it has tabs, and plainly what it will be for (not an empty search's magnifier under a second
 * copy of the title).
 */
export function PlaceholderPage({
  title,
  section,
  purpose,
}: {
  title: MessageId;
  section?: MessageId;
  purpose?: MessageId;
}) {
  const { t } = useTranslator();
  return (
    <Page title={t(title)} space="medium">
      {section && <Heading level={2}>{t(section)}</Heading>}
      <Text>{t('placeholder.coming')}</Text>
      {purpose && <Text tone="muted">{t(purpose)}</Text>}
    </Page>
  );
}
