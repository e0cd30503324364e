import { PlainLink, Text } from '@outlay/design-system';
import { useSearch } from 'wouter';
import { paths } from '../../../lib/paths';
import { useTranslator } from '../../../i18n/intl';
import { AuthLayout } from '../../../components/auth-layout';

/**
 * `/create-account-success`: the account (or an invited user's password) is ready, or, from
 * the sign-up wizard (`?application=submitted`), the company's application is in review.
 */
export default function CreateAccountSuccessPage() {
  const { t } = useTranslator();
  const applied = new URLSearchParams(useSearch()).get('application') === 'submitted';
  return (
    <AuthLayout
      title={t(applied ? 'signUpSuccess.title' : 'createAccountSuccess.title')}
      intro={<Text>{t(applied ? 'signUpSuccess.body' : 'createAccountSuccess.body')}</Text>}
    >
      <PlainLink href={paths.home}>{t('recovery.signIn')}</PlainLink>
    </AuthLayout>
  );
}
