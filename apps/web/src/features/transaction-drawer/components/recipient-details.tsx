import type { Transfer } from '@outlay/api-client';
import { DescriptionList, type DescriptionListItem, Disclosure } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import { countryName } from '@/lib/format/country-names';

type RecipientField =
  | 'bankName'
  | 'swiftBic'
  | 'bankCountry'
  | 'accountNumber'
  | 'trackingNumber'
  | 'referenceNumber'
  | 'clabe';

/**
 * The collapsible Recipient Details (spec part 2 §2.2): for STP (and SPEI, the same Mexican
 * rails) bank name, tracking number, reference number and CLABE; for route-fusion bank name,
 * SWIFT/BIC, bank country and account number.
 */
export function RecipientDetails({ transfer }: { transfer: Transfer }) {
  const { t, locale } = useTranslator();
  const dash = t('transactionDrawer.dash');
  const bank = transfer.beneficiary.beneficiary_payment_detail;
  const detail = transfer.transfer_detail;
  const item = (id: RecipientField, value: string | null): DescriptionListItem => ({
    id,
    term: t(`transactionDrawer.recipient.${id}`),
    description: value ?? dash,
  });
  const items =
    transfer.paymentType === 'RouteFusion'
      ? [
          item('bankName', bank.bankName),
          item('swiftBic', bank.swiftBic),
          item('bankCountry', countryName(bank.bankCountryLookup.code, locale)),
          item('accountNumber', bank.acctNumber),
        ]
      : [
          item('bankName', bank.bankName),
          item('trackingNumber', detail.stpTrackingKey),
          item('referenceNumber', detail.referenceNumber),
          item('clabe', bank.clabeNumber),
        ];
  return (
    <Disclosure title={t('transactionDrawer.recipient.title')}>
      <DescriptionList items={items} />
    </Disclosure>
  );
}
