import { COMPANY_ADDRESS_KINDS } from '@outlay/rules';
import { Spinner, Stack, Text } from '@outlay/design-system';
import { RetryBanner } from '@/components/error-banner';
import { Page } from '@/components/page';
import { useTranslator } from '@/i18n/intl';
import { useUserProfile } from '@/session/use-user-profile';
import { useAddressCountries, useCompanyAddresses } from '../api/company-addresses';
import { AddressForm } from '../components/address-form';

/**
 * `/settings/addresses`: the company's legal address, where it physically is, and where its
 * cards ship, each with its country's fields. The card order offers the saved ones. Every role
 * opens it (spec part 1 §2.2); admins and managers change them, the others read them.
 */
export function AddressesPage() {
  const { t } = useTranslator();
  const addresses = useCompanyAddresses();
  const countries = useAddressCountries();
  const profile = useUserProfile();
  const canEdit = profile.data?.role === 'admin' || profile.data?.role === 'manager';
  return (
    <Page title={t('route.settingsAddresses.title')}>
      <Text tone="muted">{t('addresses.intro')}</Text>
      {addresses.isPending || countries.isPending ? (
        <Spinner label={t('addresses.loading')} />
      ) : addresses.isError ? (
        <RetryBanner
          query={addresses}
          title={t('addresses.loadError')}
          retryLabel={t('addresses.retry')}
        />
      ) : countries.isError ? (
        <RetryBanner
          query={countries}
          title={t('addresses.loadError')}
          retryLabel={t('addresses.retry')}
        />
      ) : (
        <Stack space="xxlarge">
          {COMPANY_ADDRESS_KINDS.map((kind) => (
            <AddressForm
              key={kind}
              kind={kind}
              saved={addresses.data.addresses.find((entry) => entry.kind === kind)?.address}
              countries={countries.data.countries}
              canEdit={canEdit}
            />
          ))}
        </Stack>
      )}
    </Page>
  );
}
