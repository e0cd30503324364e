import type { MerchantDetails as Merchant } from '@outlay/api-client';
import { DescriptionList, Disclosure } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';

/** The collapsible Merchant Details (spec part 2 §2.2): full name, site and address or a dash. */
export function MerchantDetails({ merchant }: { merchant: Merchant }) {
  const { t } = useTranslator();
  const dash = t('transactionDrawer.dash');
  return (
    <Disclosure title={t('transactionDrawer.merchant.title')}>
      <DescriptionList
        items={[
          {
            id: 'name',
            term: t('transactionDrawer.merchant.name'),
            description: merchant.fullName,
          },
          {
            id: 'site',
            term: t('transactionDrawer.merchant.site'),
            description: merchant.site ?? dash,
          },
          {
            id: 'address',
            term: t('transactionDrawer.merchant.address'),
            description: merchant.address ?? dash,
          },
        ]}
      />
    </Disclosure>
  );
}
