import type { SsoSettings } from '@outlay/api-client';
import {
  Banner,
  Button,
  Checkbox,
  Heading,
  PasswordField,
  Radio,
  RadioGroup,
  Spinner,
  Stack,
  Text,
  TextField,
  showToast,
} from '@outlay/design-system';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner, RetryBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { useVerification } from '@/lib/verification';
import { useCompanyDetails } from '@/session/use-company-details';
import { useUserProfile } from '@/session/use-user-profile';
import { isSsoTestMessage } from '@/lib/sso-test-message';
import { useSaveSsoSettings, useSsoSettings, useStartSsoConnectionTest } from '../api/sso-settings';

type Provider = SsoSettings['provider'];

const providerNames = {
  none: 'security.sso.provider.none',
  google: 'security.sso.provider.google',
  okta: 'security.sso.provider.okta',
} as const;

/**
 * "Single sign-on" in Security settings, for an admin of a company with the feature: the
 * identity provider, Okta's domain, and whether everyone must sign in through it.
 */
export function SingleSignOnSection() {
  const { t } = useTranslator();
  const profile = useUserProfile();
  const company = useCompanyDetails();
  const allowed = profile.data?.role === 'admin' && company.data?.hasSSOFeatureEnabled === true;
  const settings = useSsoSettings(allowed);
  if (!allowed) return null;
  return (
    <Stack space="medium" component="section" aria-labelledby="sso-heading">
      <Heading level={2} id="sso-heading">
        {t('security.sso.title')}
      </Heading>
      <Text tone="muted">{t('security.sso.body')}</Text>
      {settings.isPending ? (
        <Spinner label={t('security.sso.loading')} />
      ) : settings.isError ? (
        <RetryBanner
          query={settings}
          retryLabel={t('security.sso.retry')}
          title={t('security.sso.loadError')}
        />
      ) : (
        <SsoForm settings={settings.data} />
      )}
    </Stack>
  );
}

type TestOutcome =
  | { kind: 'idle' }
  | { kind: 'testing' }
  | { kind: 'succeeded'; testId: string; email: string; key: string }
  | { kind: 'failed'; message: string };

/** How often the page looks whether the test window was closed without an answer. */
const CLOSED_CHECK_MS = 500;

function SsoForm({ settings }: { settings: SsoSettings }) {
  const { t } = useTranslator();
  const { verify } = useVerification();
  const save = useSaveSsoSettings();
  const startTest = useStartSsoConnectionTest();
  const [provider, setProvider] = useState<Provider>(settings.provider);
  const [oktaDomain, setOktaDomain] = useState(settings.oktaDomain ?? '');
  const [issuer, setIssuer] = useState(settings.issuer ?? '');
  const [clientId, setClientId] = useState(settings.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [enforced, setEnforced] = useState(settings.enforced);
  const [test, setTest] = useState<TestOutcome>({ kind: 'idle' });
  const stopWatching = useRef<(() => void) | null>(null);

  useEffect(() => () => stopWatching.current?.(), []);

  // What a test vouches for: a change to any of these needs a new test before saving.
  const key = JSON.stringify([
    provider,
    oktaDomain.trim(),
    issuer.trim(),
    clientId.trim(),
    clientSecret,
  ]);
  const keptKey = JSON.stringify([
    settings.provider,
    settings.oktaDomain ?? '',
    settings.issuer ?? '',
    settings.clientId ?? '',
    '',
  ]);
  const needsTest = provider !== 'none' && key !== keptKey;
  const tested = test.kind === 'succeeded' && test.key === key ? test : null;

  function runTest() {
    stopWatching.current?.();
    // Opened at once, on the press itself, so the browser does not block it as a pop-up.
    const popup = window.open('about:blank', 'outlay-sso-test', 'width=520,height=680');
    if (!popup) {
      setTest({ kind: 'failed', message: t('security.sso.testBlocked') });
      return;
    }
    setTest({ kind: 'testing' });
    const testKey = key;
    let answered = false;
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin || !isSsoTestMessage(event.data)) return;
      const data = event.data;
      answered = true;
      stop();
      setTest(
        data.ok
          ? { kind: 'succeeded', testId: data.testId, email: data.email, key: testKey }
          : { kind: 'failed', message: data.message },
      );
    };
    const watch = window.setInterval(() => {
      if (!popup.closed || answered) return;
      stop();
      setTest({ kind: 'failed', message: t('security.sso.testClosed') });
    }, CLOSED_CHECK_MS);
    function stop() {
      window.clearInterval(watch);
      window.removeEventListener('message', onMessage);
      stopWatching.current = null;
    }
    window.addEventListener('message', onMessage);
    stopWatching.current = stop;
    startTest.mutate(
      {
        provider: provider === 'google' ? 'google' : 'okta',
        issuer,
        clientId,
        ...(provider === 'okta' ? { oktaDomain } : {}),
        ...(clientSecret === '' ? {} : { clientSecret }),
      },
      {
        onSuccess: ({ authorizationUrl }) => {
          popup.location.href = authorizationUrl;
        },
        onError: () => {
          stop();
          popup.close();
          setTest({ kind: 'idle' });
        },
      },
    );
  }

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (needsTest && !tested) {
      setTest({ kind: 'failed', message: t('security.sso.testNeeded') });
      return;
    }
    void verify({ actionType: 'CHANGE_SSO_SETTINGS' }).then((actionCode) => {
      if (!actionCode) return;
      save.mutate(
        {
          provider,
          enforced: provider !== 'none' && enforced,
          actionCode,
          ...(tested ? { connectionTestId: tested.testId } : {}),
        },
        {
          onSuccess: () => {
            setClientSecret('');
            setTest({ kind: 'idle' });
            showToast({ tone: 'success', description: t('security.sso.saved') });
          },
        },
      );
    });
  }

  return (
    <AppForm aria-label={t('security.sso.title')} onSubmit={submit}>
      <Stack space="medium">
        <ErrorBanner error={save.error ?? startTest.error} />
        {settings.enforced && settings.recoveryAdminEmail && (
          <Banner tone="info">
            {t('security.sso.recovery', { email: settings.recoveryAdminEmail })}
          </Banner>
        )}
        <RadioGroup
          label={t('security.sso.providerLabel')}
          value={provider}
          onChange={(value: string) => {
            setProvider(value as Provider);
          }}
        >
          {(['none', 'google', 'okta'] as const).map((choice) => (
            <Radio key={choice} value={choice}>
              {t(providerNames[choice])}
            </Radio>
          ))}
        </RadioGroup>
        {provider === 'okta' && (
          <TextField
            label={t('security.sso.oktaDomain')}
            description={t('security.sso.oktaDomainHint')}
            value={oktaDomain}
            onChange={setOktaDomain}
            isRequired
          />
        )}
        {provider !== 'none' && (
          <>
            <Text tone="muted">{t('security.sso.redirectUri', { uri: settings.redirectUri })}</Text>
            <TextField
              label={t('security.sso.issuer')}
              description={t('security.sso.issuerHint')}
              value={issuer}
              onChange={setIssuer}
              isRequired
            />
            <TextField
              label={t('security.sso.clientId')}
              value={clientId}
              onChange={setClientId}
              isRequired
            />
            <PasswordField
              label={t('security.sso.clientSecret')}
              autoComplete="new-password"
              description={t(
                settings.clientSecretSet && settings.provider === provider
                  ? 'security.sso.clientSecretSet'
                  : 'security.sso.clientSecretNotSet',
              )}
              value={clientSecret}
              onChange={setClientSecret}
            />
            <div>
              <Button
                variant="secondary"
                onPress={runTest}
                isPending={test.kind === 'testing' || startTest.isPending}
              >
                {t('security.sso.test')}
              </Button>
            </div>
            {test.kind === 'testing' && <Text>{t('security.sso.testing')}</Text>}
            {tested && (
              <Banner tone="success" announce="polite">
                {t('security.sso.testSucceeded', { email: tested.email })}
              </Banner>
            )}
            {test.kind === 'failed' && (
              <Banner tone="danger" announce="assertive">
                {test.message}
              </Banner>
            )}
            <Checkbox
              isSelected={enforced}
              onChange={setEnforced}
              description={t('security.sso.enforcedHint')}
            >
              {t('security.sso.enforced')}
            </Checkbox>
          </>
        )}
        <Button type="submit" variant="primary" isPending={save.isPending}>
          {t('security.sso.save')}
        </Button>
      </Stack>
    </AppForm>
  );
}
