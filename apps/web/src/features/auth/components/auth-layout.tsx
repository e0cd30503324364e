import { Box, Heading, Stack, Text } from '@outlay/design-system';
import type { ReactNode } from 'react';
import { useTranslator } from '../../../i18n/intl';
import * as styles from './auth-layout.css';

/** The frame of every signed-out page: the brand, one card, one heading. */
export function AuthLayout(props: { title: string; intro?: ReactNode; children: ReactNode }) {
  const { t } = useTranslator();
  return (
    <div className={styles.page}>
      <Box component="main" id="main" padding={{ base: 'medium', md: 'xlarge' }}>
        <div className={styles.card}>
          <Stack space="large">
            <Text size="large" weight="strong" tone="brand">
              {t('app.name')}
            </Text>
            <Stack space="small">
              <Heading level={1} size={2}>
                {props.title}
              </Heading>
              {props.intro}
            </Stack>
            {props.children}
          </Stack>
        </div>
      </Box>
    </div>
  );
}
