import { Heading, Spinner, Stack, Text } from '@outlay/design-system';
import { RetryBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { useCompanyDetails } from '@/session/use-company-details';
import { useUserProfile } from '@/session/use-user-profile';
import { useSsoSettings } from '../api/sso-settings';
import { SsoSettingsForm } from './sso-settings-form';

/**
 * "Single sign-on" in Security settings, for an admin of a company with the feature: the
 * identity provider, Okta's domain, and whether everyone must sign in through it.
 */
export function SingleSignOnSection() {
  const { t } = useTranslator();
  const profile = useUserProfile();
  const company = useCompanyDetails();
  const allowed = profile.data?.role === 'admin' && company.data?.hasSSOFeatureEnabled === true;
  const settings = useSsoSettings(allowed);
  if (!allowed) return null;
  return (
    <Stack space="medium" component="section" aria-labelledby="sso-heading">
      <Heading level={2} id="sso-heading">
        {t('security.sso.title')}
      </Heading>
      <Text tone="muted">{t('security.sso.body')}</Text>
      {settings.isPending ? (
        <Spinner label={t('security.sso.loading')} />
      ) : settings.isError ? (
        <RetryBanner
          query={settings}
          retryLabel={t('security.sso.retry')}
          title={t('security.sso.loadError')}
        />
      ) : (
        <SsoSettingsForm settings={settings.data} />
      )}
    </Stack>
  );
}
