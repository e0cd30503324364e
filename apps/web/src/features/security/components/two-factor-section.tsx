import type {
  AuthenticatorEnrolment,
  NotificationType,
  TwoFactorMethods,
} from '@outlay/api-client';
import {
  Badge,
  Button,
  Heading,
  Inline,
  Radio,
  RadioGroup,
  showToast,
  Spinner,
  Stack,
  Text,
} from '@outlay/design-system';
import { useCallback, useState } from 'react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner, RetryBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { useVerification } from '@/lib/verification';
import { useStartAuthenticatorSetup } from '../api/authenticator-setup';
import { useSetDefaultMethod } from '../api/set-default-method';
import { useTwoFactorMethods } from '@/session/use-two-factor-methods';
import { AuthenticatorSetupDialog } from './authenticator-setup-dialog';

const methodNames = {
  EMAIL: 'security.twoFactor.method.EMAIL',
  SMS: 'security.twoFactor.method.SMS',
  OTP: 'security.twoFactor.method.OTP',
} as const;

/** The two-factor methods: which are set up, the default one, and setting up an app. */
export function TwoFactorSection() {
  const { t } = useTranslator();
  const methods = useTwoFactorMethods();
  return (
    <Stack space="medium" component="section" aria-labelledby="two-factor-heading">
      <Heading level={2} id="two-factor-heading">
        {t('security.twoFactor.title')}
      </Heading>
      <Text tone="muted">{t('security.twoFactor.body')}</Text>
      {methods.isPending ? (
        <Spinner label={t('security.twoFactor.loading')} />
      ) : methods.isError ? (
        <RetryBanner
          query={methods}
          retryLabel={t('security.twoFactor.retry')}
          title={t('security.twoFactor.loadError')}
        />
      ) : (
        <Methods methods={methods.data} />
      )}
    </Stack>
  );
}

function Methods({ methods }: { methods: TwoFactorMethods }) {
  const { t } = useTranslator();
  const { verify } = useVerification();
  const saveDefault = useSetDefaultMethod();
  const startSetup = useStartAuthenticatorSetup();
  const [choice, setChoice] = useState<NotificationType>(methods.defaultMethod);
  const [enrolment, setEnrolment] = useState<AuthenticatorEnrolment | null>(null);
  const app = methods.methods.find((method) => method.type === 'OTP');

  async function setUpApp() {
    const actionCode = await verify({ actionType: 'SET_UP_AUTHENTICATOR' });
    if (!actionCode) return;
    startSetup.mutate(actionCode, { onSuccess: setEnrolment });
  }

  const closeSetup = useCallback(() => {
    setEnrolment(null);
  }, []);

  function submit() {
    saveDefault.mutate(choice, {
      onSuccess: () => {
        showToast({ tone: 'success', description: t('security.twoFactor.defaultSaved') });
      },
    });
  }

  return (
    <Stack space="large">
      <Stack space="small" component="ul" aria-label={t('security.twoFactor.title')}>
        {methods.methods.map((method) => (
          <Inline key={method.type} space="small" alignY="center">
            <Text weight="medium">{t(methodNames[method.type])}</Text>
            {method.destination && <Text tone="muted">{method.destination}</Text>}
            <Badge tone={method.isSetUp ? 'positive' : 'neutral'}>
              {method.isSetUp ? t('security.twoFactor.setUp') : t('security.twoFactor.notSetUp')}
            </Badge>
            {method.type === 'SMS' && !method.isSetUp && (
              <Text tone="muted" size="small">
                {t('security.twoFactor.smsHint')}
              </Text>
            )}
          </Inline>
        ))}
      </Stack>
      <ErrorBanner error={saveDefault.error ?? startSetup.error} />
      {app && !app.isSetUp && (
        <Inline space="small">
          <Button
            variant="secondary"
            isPending={startSetup.isPending}
            onPress={() => {
              void setUpApp();
            }}
          >
            {t('security.authenticator.setUp')}
          </Button>
        </Inline>
      )}
      <AppForm aria-label={t('security.twoFactor.default')} onSubmit={submit}>
        <Stack space="medium">
          <RadioGroup
            label={t('security.twoFactor.defaultLabel')}
            value={choice}
            onChange={(value: string) => {
              setChoice(value as NotificationType);
            }}
          >
            {methods.methods
              .filter((method) => method.isSetUp)
              .map((method) => (
                <Radio key={method.type} value={method.type}>
                  {t(methodNames[method.type])}
                </Radio>
              ))}
          </RadioGroup>
          <Inline space="small">
            <Button type="submit" variant="primary" isPending={saveDefault.isPending}>
              {t('security.twoFactor.saveDefault')}
            </Button>
          </Inline>
        </Stack>
      </AppForm>
      {enrolment && <AuthenticatorSetupDialog enrolment={enrolment} onClose={closeSetup} />}
    </Stack>
  );
}
