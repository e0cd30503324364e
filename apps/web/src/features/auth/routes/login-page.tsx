import {
  Banner,
  PlainButton,
  PlainForm,
  PlainLink,
  PlainPasswordField,
  PlainTextField,
  Stack,
  Text,
} from '@outlay/design-system';
import { credentialsAtStart, credentialsView } from '@outlay/machines/login/login.view';
import type { SyntheticEvent } from 'react';
import { paths } from '@/lib/paths';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import { AuthLayout } from '@/components/auth-layout';
import { useLoginFlow, useLoginView } from '../login-flow/login-flow-context';
import { useSignInEmailField } from '../validation/email';
import { useSsoOffer } from '../sso/use-sso-offer';

/**
 * `/` (and `/login`): email and password. Built of the design system's plain parts: the first
 * page most visits open paints without react-aria's code.
 */
export default function LoginPage() {
  const { t } = useTranslator();
  const emailField = useSignInEmailField();
  const flow = useLoginFlow();
  const { email, error, busy, newDevice } = useLoginView(credentialsView, credentialsAtStart);
  const sso = useSsoOffer();
  const ssoRequired = sso.offer?.required === true;

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    flow.send({
      type: 'credentials.submitted',
      email: textOf(data, 'email'),
      password: textOf(data, 'password'),
    });
  }

  return (
    <AuthLayout title={t('login.title')} intro={<Text tone="muted">{t('login.subtitle')}</Text>}>
      <PlainForm
        errorSummaryTitle={t('form.errorSummary.title')}
        onSubmit={submit}
        aria-label={t('login.title')}
      >
        <Stack space="large">
          {error && !newDevice && (
            <Banner tone="danger" announce="assertive">
              {messageOf(error, t)}
            </Banner>
          )}
          {error && newDevice && (
            <Banner tone="danger" announce="assertive">
              <Stack space="small">
                <Text>{messageOf(error, t)}</Text>
                <Text>{t('login.newDevice.approvalSent')}</Text>
              </Stack>
            </Banner>
          )}
          <PlainTextField
            {...emailField}
            label={t('login.email')}
            defaultValue={email}
            onBlur={sso.check}
          />
          {sso.offer && (
            <Stack space="small">
              {ssoRequired && <Text>{t('login.sso.required')}</Text>}
              <PlainButton
                variant={ssoRequired ? 'primary' : 'secondary'}
                width="full"
                onClick={() => {
                  window.location.assign(sso.offer?.authorizationUrl ?? '');
                }}
              >
                {sso.offer.provider === 'okta'
                  ? t('login.sso.continueWithOkta')
                  : t('login.sso.continueWithGoogle')}
              </PlainButton>
            </Stack>
          )}
          {!ssoRequired && (
            <PlainPasswordField
              name="password"
              label={t('login.password')}
              autoComplete="current-password"
              isRequired
              validate={(value) => (value === '' ? t('login.errors.passwordRequired') : null)}
            />
          )}
          {!ssoRequired && (
            <PlainButton
              type="submit"
              variant="primary"
              width="full"
              isPending={busy || flow.waiting}
            >
              {t('login.submit')}
            </PlainButton>
          )}
          <PlainLink href={paths.forgotPassword}>{t('login.forgotPassword')}</PlainLink>
          <PlainLink href={paths.signUp}>{t('login.applyForAccount')}</PlainLink>
        </Stack>
      </PlainForm>
    </AuthLayout>
  );
}

function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
