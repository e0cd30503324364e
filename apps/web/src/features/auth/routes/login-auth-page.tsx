import { Button, Spinner, Stack, Text } from '@outlay/design-system';
import { authenticatorSetupView } from '@outlay/machines/login/login.view';
import { useSelector } from '@xstate/react';
import { AppForm } from '@/components/app-form';
import { CodeStep } from '@/components/code-step/code-step';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import { AuthLayout } from '@/components/auth-layout';
import { QrCode } from '@/components/qr-code';
import { sameView } from '@/lib/same-view';
import { useLoginActor } from '../login-flow/login-flow-context';
import { useLoginCodeForm } from '../login-flow/use-login-code-form';
import { LoginCodeLinks, OtherMethodButton } from '../components/login-code-links';
import { ErrorBanner } from '@/components/error-banner';

/** `/login-auth`: set up an authenticator app (QR code and key), then confirm with a code. */
export default function LoginAuthPage() {
  const { t } = useTranslator();
  const view = useSelector(useLoginActor(), authenticatorSetupView, sameView);
  const { form, codeStep } = useLoginCodeForm();

  if (view.provingEmail) return <EmailProof view={view} />;

  return (
    <AuthLayout title={t('loginAuth.title')}>
      {view.loading || !view.authenticator ? (
        <Spinner label={t('loginAuth.loading')} />
      ) : (
        <AppForm {...form} aria-label={t('loginAuth.title')}>
          <Stack space="large">
            <ErrorBanner error={view.error} />
            <Text>{t('loginAuth.scan')}</Text>
            <QrCode svg={view.authenticator.qrCodeSvg} label={t('loginAuth.qrLabel')} />
            <Stack space="xsmall">
              <Text tone="muted">{t('loginAuth.manual')}</Text>
              <Text weight="strong" tabularNumbers>
                {view.authenticator.secret.replace(/(.{4})/g, '$1 ').trim()}
              </Text>
            </Stack>
            <CodeStep {...codeStep} description={t('loginAuth.enterCode')} />
            <Button type="submit" variant="primary" width="full" isPending={view.confirming}>
              {t('loginAuth.submit')}
            </Button>
            <OtherMethodButton />
          </Stack>
        </AppForm>
      )}
    </AuthLayout>
  );
}

/**
 * The password alone must not add an authenticator app: the code emailed to the user comes
 * first, then the QR code.
 */
function EmailProof({ view }: { view: ReturnType<typeof authenticatorSetupView> }) {
  const { t } = useTranslator();
  const { form, codeStep } = useLoginCodeForm();

  return (
    <AuthLayout
      title={t('loginAuth.title')}
      intro={<Text tone="muted">{t('loginAuth.emailFirst', { email: view.email })}</Text>}
    >
      <AppForm {...form} aria-label={t('loginAuth.title')}>
        <Stack space="large">
          <CodeStep {...codeStep} autoFocus error={view.error && messageOf(view.error, t)} />
          <Button type="submit" variant="primary" width="full" isPending={view.checkingEmailCode}>
            {t('loginAuth.continue')}
          </Button>
          <LoginCodeLinks resend={view.resend} />
        </Stack>
      </AppForm>
    </AuthLayout>
  );
}
