import { Button, PlainLink, Text } from '@outlay/design-system';
import { useSearch } from 'wouter';
import { paths } from '@/lib/paths';
import { useTranslator } from '@/i18n/intl';
import { useSessionStatus } from '@/session/session-store';
import { signOut } from '@/session/sign-out';
import { AuthLayout } from '@/components/auth-layout';

/**
 * `/create-account-success`: the account (or an invited user's password) is ready, or, from
 * the sign-up wizard (`?application=submitted`), the company's application is in review. An
 * applicant who signs in while it is in review lands here too, and can only sign out: their
 * pending company reaches nothing else.
 */
export default function CreateAccountSuccessPage() {
  const { t } = useTranslator();
  const applied = new URLSearchParams(useSearch()).get('application') === 'submitted';
  const signedIn = useSessionStatus() === 'signedIn';
  return (
    <AuthLayout
      title={t(applied ? 'signUpSuccess.title' : 'createAccountSuccess.title')}
      intro={<Text>{t(applied ? 'signUpSuccess.body' : 'createAccountSuccess.body')}</Text>}
    >
      {signedIn ? (
        <Button
          variant="secondary"
          onPress={() => {
            void signOut();
          }}
        >
          {t('session.signOut')}
        </Button>
      ) : (
        <PlainLink href={paths.home}>{t('recovery.signIn')}</PlainLink>
      )}
    </AuthLayout>
  );
}
