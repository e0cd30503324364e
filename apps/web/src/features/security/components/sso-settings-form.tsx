import { ApiError, type SsoSettings } from '@outlay/api-client';
import {
  Banner,
  Button,
  Checkbox,
  PasswordField,
  Radio,
  RadioGroup,
  Stack,
  Text,
  TextField,
  showToast,
} from '@outlay/design-system';
import { ssoSettingsActors } from '@outlay/machines/sso-settings/sso-settings.actors';
import { ssoSettingsMachine } from '@outlay/machines/sso-settings/sso-settings.machine';
import type { SsoChoice, TestProblem } from '@outlay/machines/sso-settings/sso-settings.types';
import { ssoSettingsView } from '@outlay/machines/sso-settings/sso-settings.view';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type SyntheticEvent } from 'react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner } from '@/components/error-banner';
import { type Translator, useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { useVerification } from '@/lib/verification';
import { useSsoSettingsSaved } from '../api/sso-settings';
import { useTestWindow } from '../hooks/use-test-window';

const ssoSettingsFlow = onAppClient(ssoSettingsMachine, ssoSettingsActors);

const providerNames = {
  none: 'security.sso.provider.none',
  google: 'security.sso.provider.google',
  okta: 'security.sso.provider.okta',
} as const;

function problemText(t: Translator['t'], problem: TestProblem) {
  switch (problem.kind) {
    case 'blocked':
      return t('security.sso.testBlocked');
    case 'closed':
      return t('security.sso.testClosed');
    case 'needed':
      return t('security.sso.testNeeded');
    case 'refused':
      return problem.message;
  }
}

/**
 * The section's form over the sso-settings flow: the provider, its details, Test connection
 * (its own window), optional or required, and Save behind a fresh CHANGE_SSO_SETTINGS code.
 */
export function SsoSettingsForm({ settings }: { settings: SsoSettings }) {
  const { t } = useTranslator();
  const { verify } = useVerification();
  const settingsSaved = useSsoSettingsSaved();
  const actor = useActorRef(ssoSettingsFlow, { input: { settings } });
  const view = useSelector(actor, ssoSettingsView, sameView);
  const testWindow = useTestWindow();

  useEmitted(actor, 'test.started', ({ authorizationUrl }) => {
    testWindow.go(authorizationUrl);
  });
  useEmitted(actor, 'test.abandoned', () => {
    testWindow.abandon();
  });
  useEmitted(actor, 'sso.saved', ({ settings: saved }) => {
    settingsSaved(saved);
    showToast({ tone: 'success', description: t('security.sso.saved') });
  });

  useEffect(() => {
    if (!view.verifying) return;
    let current = true;
    void verify({ actionType: 'CHANGE_SSO_SETTINGS' }).then((actionCode) => {
      if (!current) return;
      actor.send(
        actionCode
          ? { type: 'verification.succeeded', actionCode }
          : { type: 'verification.cancelled' },
      );
    });
    return () => {
      current = false;
    };
  }, [actor, verify, view.verifying]);

  function runTest() {
    const opened = testWindow.open({
      onAnswer: (answer) => {
        actor.send({ type: 'popup.answered', answer });
      },
      onClosed: () => {
        actor.send({ type: 'popup.closed' });
      },
    });
    actor.send(opened ? { type: 'test.requested' } : { type: 'popup.blocked' });
  }

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    actor.send({ type: 'save.requested' });
  }

  const { provider, stored } = view;
  const detail =
    (field: 'oktaDomain' | 'issuer' | 'clientId' | 'clientSecret') => (value: string) => {
      actor.send({ type: 'details.changed', field, value });
    };

  // A detail the server refused (an Okta domain, an issuer) is named on its own field.
  const fields = view.error instanceof ApiError ? view.error.fields : undefined;

  return (
    <AppForm aria-label={t('security.sso.title')} onSubmit={submit} validationErrors={fields}>
      <Stack space="medium">
        {fields ? null : <ErrorBanner error={view.error} />}
        {stored.enforced && stored.recoveryAdminEmail && (
          <Banner tone="info">
            {t('security.sso.recovery', { email: stored.recoveryAdminEmail })}
          </Banner>
        )}
        <RadioGroup
          label={t('security.sso.providerLabel')}
          value={provider}
          onChange={(value: string) => {
            actor.send({ type: 'provider.chosen', provider: value as SsoChoice });
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
            name="oktaDomain"
            label={t('security.sso.oktaDomain')}
            description={t('security.sso.oktaDomainHint')}
            value={view.oktaDomain}
            onChange={detail('oktaDomain')}
            isRequired
          />
        )}
        {provider !== 'none' && (
          <>
            <Text tone="muted">{t('security.sso.redirectUri', { uri: stored.redirectUri })}</Text>
            <TextField
              name="issuer"
              label={t('security.sso.issuer')}
              description={t('security.sso.issuerHint')}
              value={view.issuer}
              onChange={detail('issuer')}
              isRequired
            />
            <TextField
              name="clientId"
              label={t('security.sso.clientId')}
              value={view.clientId}
              onChange={detail('clientId')}
              isRequired
            />
            <PasswordField
              name="clientSecret"
              label={t('security.sso.clientSecret')}
              autoComplete="new-password"
              description={t(
                stored.clientSecretSet && stored.provider === provider
                  ? 'security.sso.clientSecretSet'
                  : 'security.sso.clientSecretNotSet',
              )}
              value={view.clientSecret}
              onChange={detail('clientSecret')}
            />
            <div>
              <Button variant="secondary" onPress={runTest} isPending={view.testing}>
                {t('security.sso.test')}
              </Button>
            </div>
            {view.testing && <Text>{t('security.sso.testing')}</Text>}
            {view.testedEmail && (
              <Banner tone="success" announce="polite">
                {t('security.sso.testSucceeded', { email: view.testedEmail })}
              </Banner>
            )}
            <Checkbox
              isSelected={view.enforced}
              onChange={(enforced) => {
                actor.send({ type: 'enforced.changed', enforced });
              }}
              description={t('security.sso.enforcedHint')}
            >
              {t('security.sso.enforced')}
            </Checkbox>
          </>
        )}
        {view.problem && (
          <Banner tone="danger" announce="assertive">
            {problemText(t, view.problem)}
          </Banner>
        )}
        <Button type="submit" variant="primary" isPending={view.saving || view.verifying}>
          {t('security.sso.save')}
        </Button>
      </Stack>
    </AppForm>
  );
}
