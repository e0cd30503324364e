import { Banner, Box, Link, Spinner, Stack, Text } from '@outlay/design-system';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import { paths } from '@/lib/paths';
import { takeReturnTo } from '@/session/return-to';
import { sessionStore } from '@/session/session-store';
import { AuthLayout } from '@/components/auth-layout';
import { SSO_TEST_MESSAGE, type SsoTestMessage } from '@/lib/sso-test-message';
import { type SsoAnswer, useCompleteSso, useCompleteSsoConnectionTest } from '../api/complete-sso';

/** A connection test's state is marked by the server; the test window tells the settings page. */
const TEST_STATE_PREFIX = 'test.';

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
  const iss = optional('iss');
  if (code) answer.code = code;
  if (iss) answer.iss = iss;
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
  const [answer] = useState(() => answerOf(window.location.search));
  if (answer?.state.startsWith(TEST_STATE_PREFIX))
    return <ConnectionTestCallback answer={answer} />;
  return <SignInCallback answer={answer} />;
}

/** In the "Test connection" window: the answer goes to the test, nobody is signed in. */
function ConnectionTestCallback({ answer }: { answer: SsoAnswer }) {
  const { t } = useTranslator();
  const complete = useCompleteSsoConnectionTest();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    window.history.replaceState(
      null,
      '',
      `${import.meta.env.BASE_URL.replace(/\/$/, '')}${paths.ssoCallback}`,
    );
    const tell = (message: SsoTestMessage) => {
      if (!window.opener) return;
      (window.opener as Window).postMessage(message, window.location.origin);
      window.close();
    };
    complete.mutate(answer, {
      onSuccess: (result) => {
        tell({ type: SSO_TEST_MESSAGE, ok: true, testId: result.testId, email: result.email });
      },
      onError: (error) => {
        tell({ type: SSO_TEST_MESSAGE, ok: false, message: messageOf(error, t) });
      },
    });
  }, [answer, complete, t]);

  return (
    <AuthLayout title={t('ssoCallback.testTitle')}>
      {complete.isSuccess ? (
        <Banner tone="success">{t('ssoCallback.testSucceeded')}</Banner>
      ) : complete.isError ? (
        <Stack space="large">
          <Banner tone="danger" announce="assertive">
            {messageOf(complete.error, t)}
          </Banner>
          <Text>{t('ssoCallback.testFailed')}</Text>
        </Stack>
      ) : (
        <Box display="flex" justifyContent="center" padding="xxlarge">
          <Spinner label={t('ssoCallback.loading')} />
        </Box>
      )}
    </AuthLayout>
  );
}

function SignInCallback({ answer }: { answer: SsoAnswer | null }) {
  const { t } = useTranslator();
  const [, navigate] = useLocation();
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
