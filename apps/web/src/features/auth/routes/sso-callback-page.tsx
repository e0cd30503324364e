import { Banner, Box, Link, Spinner, Stack, Text } from '@outlay/design-system';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import { paths } from '@/lib/paths';
import { takeReturnTo } from '@/session/return-to';
import { sessionStore } from '@/session/session-store';
import { AuthLayout } from '@/components/auth-layout';
import { type SsoAnswer, useCompleteSso } from '../api/complete-sso';

/** The provider's answer in the address it sent the browser to, read once. */
function answerOf(search: string): SsoAnswer | null {
  const query = new URLSearchParams(search);
  const state = query.get('state');
  if (!state) return null;
  const optional = (name: string) => query.get(name) ?? undefined;
  const answer: SsoAnswer = { state };
  const code = optional('code');
  const error = optional('error');
  const errorDescription = optional('error_description');
  if (code) answer.code = code;
  if (error) answer.error = error;
  if (errorDescription) answer.errorDescription = errorDescription;
  return answer;
}

/**
 * `/sso/callback`: where the identity provider sends the browser back. The answer goes to the
 * server once (a code is single use); signed in, the login gate and the dashboard follow as
 * after a password and a code.
 */
export default function SsoCallbackPage() {
  const { t } = useTranslator();
  const [, navigate] = useLocation();
  const [answer] = useState(() => answerOf(window.location.search));
  const complete = useCompleteSso();
  const sent = useRef(false);

  useEffect(() => {
    if (!answer || sent.current) return;
    sent.current = true;
    // The code leaves the address bar and the history: it is of no use to anyone now.
    window.history.replaceState(
      null,
      '',
      `${import.meta.env.BASE_URL.replace(/\/$/, '')}${paths.ssoCallback}`,
    );
    complete.mutate(answer, {
      onSuccess: (user) => {
        sessionStore.signIn(user.secretToken ?? '');
        navigate(takeReturnTo() ?? paths.dashboard, { replace: true });
      },
    });
  }, [answer, complete, navigate]);

  if (answer && !complete.isError) {
    return (
      <AuthLayout title={t('ssoCallback.title')}>
        <Box display="flex" justifyContent="center" padding="xxlarge">
          <Spinner label={t('ssoCallback.loading')} />
        </Box>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('ssoCallback.errorTitle')}>
      <Stack space="large">
        <Banner tone="danger" announce="assertive">
          {complete.isError ? messageOf(complete.error, t) : t('ssoCallback.missingAnswer')}
        </Banner>
        <Text>
          <Link href={paths.home}>{t('ssoCallback.backToSignIn')}</Link>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
