import { Box, Inline, Text } from '@outlay/design-system';
import type { ReactNode } from 'react';
import { useTranslator } from '@/i18n/intl';
import * as styles from './portal-layout.css';

/** The frame of every portal page: the brand and "Secure portal" above one column. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslator();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Box paddingX={{ base: 'medium', md: 'xlarge' }} paddingY="medium">
          <Inline space="small" align="spaceBetween">
            <Text size="large" weight="strong" tone="brand">
              {t('app.name')}
            </Text>
            <Text tone="muted" weight="medium">
              {t('uploadPortal.securePortal')}
            </Text>
          </Inline>
        </Box>
      </header>
      <Box component="main" id="main" padding={{ base: 'medium', md: 'xlarge' }}>
        <div className={styles.content}>{children}</div>
      </Box>
    </div>
  );
}
