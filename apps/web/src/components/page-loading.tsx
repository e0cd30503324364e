import { Box, Spinner } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';

/** What a page shows while its code or its data loads. */
export function PageLoading() {
  const { t } = useTranslator();
  return (
    <Box display="flex" justifyContent="center" padding="xxlarge">
      <Spinner label={t('app.loading')} />
    </Box>
  );
}
