import { Button, Checkbox, Stack, Text } from '@outlay/design-system';
import { loginCodeView } from '@outlay/machines/login/login.view';
import { TRUSTED_DEVICE_DAYS } from '@outlay/rules';
import { useSelector } from '@xstate/react';
import { AppForm } from '@/components/app-form';
import { CodeStep } from '@/components/code-step/code-step';
import { useTranslator } from '@/i18n/intl';
import { sameView } from '@/lib/same-view';
import { messageOf } from '@/lib/message-of';
import { AuthLayout } from '@/components/auth-layout';
import { useLoginActor } from '../login-flow/login-flow-context';
import { useLoginCodeForm } from '../login-flow/use-login-code-form';
import { LoginCodeLinks } from '../components/login-code-links';

/** `/login-verify`: the six-digit code from the email or the authenticator app. */
export default function LoginVerifyPage() {
  const { t } = useTranslator();
  const actor = useLoginActor();
  const view = useSelector(actor, loginCodeView, sameView);
  const { form, codeStep } = useLoginCodeForm();

  return (
    <AuthLayout
      title={t('loginVerify.title')}
      intro={
        <Text tone="muted">
          {view.method !== 'EMAIL'
            ? t('loginVerify.authAppHint')
            : view.codeSentEarlier
              ? t('loginVerify.emailHintEarlier', { email: view.email })
              : t('loginVerify.emailHint', { email: view.email })}
        </Text>
      }
    >
      <AppForm {...form} aria-label={t('loginVerify.title')}>
        <Stack space="large">
          <CodeStep {...codeStep} autoFocus error={view.error && messageOf(view.error, t)} />
          <Checkbox
            isSelected={view.rememberDevice}
            onChange={(remember) => {
              actor.send({ type: 'rememberDevice.changed', remember });
            }}
            description={t('loginVerify.rememberDevice.hint', { days: TRUSTED_DEVICE_DAYS })}
          >
            {t('loginVerify.rememberDevice')}
          </Checkbox>
          <Button type="submit" variant="primary" width="full" isPending={view.verifying}>
            {t('loginVerify.submit')}
          </Button>
          <LoginCodeLinks resend={view.resend} />
        </Stack>
      </AppForm>
    </AuthLayout>
  );
}
