import { PlainLink, Text } from '@outlay/design-system';
import { paths } from '@/lib/paths';
import { useTranslator } from '@/i18n/intl';
import { AuthLayout } from '@/components/auth-layout';

/** `/congrats`: the email address is verified. */
export default function CongratsPage() {
  const { t } = useTranslator();
  return (
    <AuthLayout title={t('congrats.title')} intro={<Text>{t('congrats.body')}</Text>}>
      <PlainLink href={paths.home}>{t('recovery.signIn')}</PlainLink>
    </AuthLayout>
  );
}
