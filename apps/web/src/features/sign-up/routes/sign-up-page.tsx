import { Button, Link, Spinner, Stack, Text } from '@outlay/design-system';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { paths } from '@/lib/paths';
import { useSessionStatus } from '@/session/session-store';
import { signOut } from '@/session/sign-out';
import { useSignUpApplication } from '../api/get-sign-up-application';
import { SignUpWizard } from '../components/sign-up-wizard';
import { AuthLayout } from '@/components/auth-layout';

/**
 * `/sign-up`: the company sign-up wizard. A visitor starts at create account; an applicant
 * who is signed in (a reload, a new sign-in) resumes at the first step not complete, with
 * everything entered.
 */
export default function SignUpPage() {
  const { t } = useTranslator();
  const status = useSessionStatus();
  const signedIn = status === 'signedIn';
  const application = useSignUpApplication(signedIn);

  // An applicant may stop and come back: every completed step is saved on the server.
  const applying = signedIn && application.data !== null && application.data !== undefined;
  const below = (
    <>
      {status !== 'signedIn' && <Link href={paths.home}>{t('signUp.haveAccount')}</Link>}
      {applying && application.data?.status === 'draft' && (
        <Stack space="xsmall">
          <Text tone="muted" size="small">
            {t('signUp.signOutNote')}
          </Text>
          <Button
            variant="quiet"
            onPress={() => {
              void signOut();
            }}
          >
            {t('signUp.signOut')}
          </Button>
        </Stack>
      )}
    </>
  );

  let content;
  if (status === 'checking' || (signedIn && application.isPending)) {
    content = (
      <Stack space="small" align="center">
        <Spinner label={t('signUp.loading')} />
      </Stack>
    );
  } else if (signedIn && application.isError) {
    content = <ErrorBanner error={application.error} />;
  } else if (signedIn && application.data === null) {
    content = (
      <Stack space="medium">
        <Text>{t('signUp.signedInElsewhere')}</Text>
        <Link href={paths.dashboard}>{t('signUp.goToDashboard')}</Link>
      </Stack>
    );
  } else {
    // The wizard draws what goes under it with its first step, whose code it loads.
    return (
      <AuthLayout title={t('signUp.title')} width="wide">
        <SignUpWizard application={signedIn ? (application.data ?? null) : null}>
          {below}
        </SignUpWizard>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('signUp.title')} width="wide">
      {content}
      {below}
    </AuthLayout>
  );
}
