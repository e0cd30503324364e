import { Link, Text } from '@outlay/design-system';
import { paths } from '../../../lib/paths';
import { useTranslator } from '../../../i18n/intl';
import { AuthLayout } from '../components/auth-layout';

/** `/create-account-success`: the account (or an invited user's password) is ready. */
export default function CreateAccountSuccessPage() {
  const { t } = useTranslator();
  return (
    <AuthLayout
      title={t('createAccountSuccess.title')}
      intro={<Text>{t('createAccountSuccess.body')}</Text>}
    >
      <Link href={paths.home}>{t('recovery.signIn')}</Link>
    </AuthLayout>
  );
}
