import { Heading, Stack, Text } from '@outlay/design-system';
import type { ReactNode } from 'react';
import { useTranslator } from '@/i18n/intl';
import * as styles from './auth-layout.css';
import { PageMain } from './page';

export interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  /** `wide` for the sign-up wizard's two-column steps, at the top of the page. @default 'narrow' */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** The frame of every signed-out page: the brand, one card, one heading. */
export function AuthLayout({ title, intro, width = 'narrow', children }: AuthLayoutProps) {
  const { t } = useTranslator();
  return (
    <div className={styles.page[width]}>
      <PageMain>
        <div className={styles.card[width]}>
          <Stack space="large">
            <Text size="large" weight="strong" tone="brand">
              {t('app.name')}
            </Text>
            <Stack space="small">
              <Heading level={1} size={2}>
                {title}
              </Heading>
              {intro}
            </Stack>
            {children}
          </Stack>
        </div>
      </PageMain>
    </div>
  );
}
