import { Box, Heading, Stack, Text } from '@outlay/design-system';
import type { MessageId } from '../../i18n/catalogs';
import { useTranslator } from '../../i18n/intl';

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
    <Box component="main" id="main" padding={{ base: 'medium', md: 'xlarge' }}>
      <Stack space="medium">
        <Heading level={1}>{t(title)}</Heading>
        {section && <Heading level={2}>{t(section)}</Heading>}
        <Text>{t('placeholder.coming')}</Text>
        {purpose && <Text tone="muted">{t(purpose)}</Text>}
      </Stack>
    </Box>
  );
}
