import type { SsoSettings } from '@outlay/api-client';
import {
  Banner,
  Button,
  Checkbox,
  Heading,
  Radio,
  RadioGroup,
  Spinner,
  Stack,
  Text,
  TextField,
  showToast,
} from '@outlay/design-system';
import { useState, type SyntheticEvent } from 'react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner, RetryBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { useCompanyDetails } from '@/session/use-company-details';
import { useUserProfile } from '@/session/use-user-profile';
import { useSaveSsoSettings, useSsoSettings } from '../api/sso-settings';

type Provider = SsoSettings['provider'];

const providerNames = {
  none: 'security.sso.provider.none',
  google: 'security.sso.provider.google',
  okta: 'security.sso.provider.okta',
} as const;

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
        <SsoForm settings={settings.data} />
      )}
    </Stack>
  );
}

function SsoForm({ settings }: { settings: SsoSettings }) {
  const { t } = useTranslator();
  const save = useSaveSsoSettings();
  const [provider, setProvider] = useState<Provider>(settings.provider);
  const [oktaDomain, setOktaDomain] = useState(settings.oktaDomain ?? '');
  const [enforced, setEnforced] = useState(settings.enforced);

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(
      {
        provider,
        oktaDomain: provider === 'okta' ? oktaDomain : null,
        enforced: provider !== 'none' && enforced,
      },
      {
        onSuccess: () => {
          showToast({ tone: 'success', description: t('security.sso.saved') });
        },
      },
    );
  }

  return (
    <AppForm aria-label={t('security.sso.title')} onSubmit={submit}>
      <Stack space="medium">
        <ErrorBanner error={save.error} />
        {settings.enforced && settings.recoveryAdminEmail && (
          <Banner tone="info">
            {t('security.sso.recovery', { email: settings.recoveryAdminEmail })}
          </Banner>
        )}
        <RadioGroup
          label={t('security.sso.providerLabel')}
          value={provider}
          onChange={(value: string) => {
            setProvider(value as Provider);
          }}
        >
          {(['none', 'google', 'okta'] as const).map((choice) => (
            <Radio key={choice} value={choice}>
              {t(providerNames[choice])}
            </Radio>
          ))}
        </RadioGroup>
        {provider === 'okta' && (
          <TextField
            label={t('security.sso.oktaDomain')}
            description={t('security.sso.oktaDomainHint')}
            value={oktaDomain}
            onChange={setOktaDomain}
            isRequired
          />
        )}
        {provider !== 'none' && (
          <Checkbox
            isSelected={enforced}
            onChange={setEnforced}
            description={t('security.sso.enforcedHint')}
          >
            {t('security.sso.enforced')}
          </Checkbox>
        )}
        <Button type="submit" variant="primary" isPending={save.isPending}>
          {t('security.sso.save')}
        </Button>
      </Stack>
    </AppForm>
  );
}
