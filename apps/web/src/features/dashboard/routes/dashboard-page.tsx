import { Box, Button, Heading, Inline, Stack, Text } from '@outlay/design-system';
import { useState } from 'react';
import { PageLoading } from '../../../app/page-loading';
import { useTranslator } from '../../../i18n/intl';
import { signOut } from '../../../session/sign-out';
import { useUserProfile } from '../../../session/use-user-profile';

/** `/dashboard`: for now the signed-in user's name and Sign out; the dashboard issue fills it. */
export default function DashboardPage() {
  const { t } = useTranslator();
  const profile = useUserProfile();
  const [signingOut, setSigningOut] = useState(false);
  if (!profile.data) return <PageLoading />;
  const user = profile.data;
  return (
    <Box component="main" id="main" padding={{ base: 'medium', md: 'xlarge' }}>
      <Stack space="large">
        <Inline space="medium" align="spaceBetween">
          <Heading level={1}>{t('dashboard.title')}</Heading>
          <Button
            variant="secondary"
            isPending={signingOut}
            pendingLabel={t('session.signingOut')}
            onPress={() => {
              setSigningOut(true);
              void signOut();
            }}
          >
            {t('session.signOut')}
          </Button>
        </Inline>
        <Text size="large">{t('dashboard.welcome', { firstName: user.firstName })}</Text>
        <Text tone="muted">
          {user.firstName} {user.lastName} · {user.email}
        </Text>
        <Text tone="muted">{t('dashboard.placeholder')}</Text>
      </Stack>
    </Box>
  );
}
