import { Box, EmptyState, Heading, Stack } from '@outlay/design-system';
import type { MessageId } from '../../i18n/catalogs';
import { useTranslator } from '../../i18n/intl';

/** A page whose content is still to come: its title, and what it will be for. */
export function PlaceholderPage({ title, purpose }: { title: MessageId; purpose?: MessageId }) {
  const { t } = useTranslator();
  return (
    <Box component="main" id="main" padding={{ base: 'medium', md: 'xlarge' }}>
      <Stack space="large">
        <Heading level={1}>{t(title)}</Heading>
        <EmptyState
          title={t(title)}
          description={purpose ? t(purpose) : undefined}
          headingLevel={2}
        />
      </Stack>
    </Box>
  );
}
