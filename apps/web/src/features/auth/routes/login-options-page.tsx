import { Button, Inline, Radio, RadioGroup, Stack, Text } from '@outlay/design-system';
import type { SecondFactor } from '@outlay/machines/login/login.types';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { AppForm } from '@/components/app-form';
import { useTranslator } from '@/i18n/intl';
import { AuthLayout } from '@/components/auth-layout';
import { useLoginActor } from '../login-flow/login-flow-context';
import { ErrorBanner } from '@/components/error-banner';

/** `/login-options`: 'How do you want to verify your account?' */
export default function LoginOptionsPage() {
  const { t } = useTranslator();
  const actor = useLoginActor();
  const challenge = useSelector(actor, (snapshot) => snapshot.context.challenge);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const [method, setMethod] = useState<SecondFactor>(challenge?.isTwoFactorAuth ? 'OTP' : 'EMAIL');

  function submit() {
    actor.send({ type: 'method.chosen', method });
  }

  return (
    <AuthLayout title={t('loginOptions.title')}>
      <AppForm aria-label={t('loginOptions.title')} onSubmit={submit}>
        <Stack space="large">
          <ErrorBanner error={error} />
          <RadioGroup
            label={t('loginOptions.legend')}
            value={method}
            onChange={(value: string) => {
              setMethod(value === 'OTP' ? 'OTP' : 'EMAIL');
            }}
          >
            <Radio value="EMAIL">
              <OptionLabel
                title={t('loginOptions.email')}
                description={t('loginOptions.emailDescription', { email: challenge?.email ?? '' })}
              />
            </Radio>
            <Radio value="OTP">
              <OptionLabel
                title={t('loginOptions.authApp')}
                description={
                  challenge?.isTwoFactorAuth
                    ? t('loginOptions.authAppDescription')
                    : t('loginOptions.authAppSetupDescription')
                }
              />
            </Radio>
          </RadioGroup>
          <Inline space="medium" align="spaceBetween">
            <Button
              variant="quiet"
              onPress={() => {
                actor.send({ type: 'login.restarted' });
              }}
            >
              {t('loginOptions.back')}
            </Button>
            <Button type="submit" variant="primary" isPending={busy}>
              {t('loginOptions.continue')}
            </Button>
          </Inline>
        </Stack>
      </AppForm>
    </AuthLayout>
  );
}

function OptionLabel(props: { title: string; description: string }) {
  return (
    <Stack space="xxsmall">
      <Text weight="medium">{props.title}</Text>
      <Text size="small" tone="muted">
        {props.description}
      </Text>
    </Stack>
  );
}
