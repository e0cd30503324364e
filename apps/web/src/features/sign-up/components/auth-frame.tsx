import { Box, Heading, Stack, Text } from '@outlay/design-system';
import type { ReactNode } from 'react';
import { useTranslator } from '../../../i18n/intl';
import * as styles from './auth-frame.css';

/** The signed-out frame of the wizard: the brand, one wide card, the page's heading. */
export function AuthFrame(props: { title: string; children: ReactNode }) {
  const { t } = useTranslator();
  return (
    <div className={styles.page}>
      <Box component="main" id="main" padding={{ base: 'medium', md: 'xlarge' }}>
        <div className={styles.card}>
          <Stack space="large">
            <Text size="large" weight="strong" tone="brand">
              {t('app.name')}
            </Text>
            <Heading level={1} size={2}>
              {props.title}
            </Heading>
            {props.children}
          </Stack>
        </div>
      </Box>
    </div>
  );
}
