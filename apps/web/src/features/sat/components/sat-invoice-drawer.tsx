import { DescriptionList, Drawer, EmptyState, Heading, Stack, Text } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';
import { formatMonthDayYear } from '@/lib/format/dates';
import type { SatInvoice } from '../api/sat-invoices';

const ZONE = 'America/Mexico_City';

/** The nested drawer of one SAT invoice (spec part 2 §2.2): its facts and its payments. */
export function SatInvoiceDrawer({
  invoice,
  onClose,
}: {
  invoice: SatInvoice | null;
  onClose: () => void;
}) {
  const { t, locale } = useTranslator();
  const money = (amount: number, currency: string) => formatAmount(amount, { currency, locale });
  return (
    <Drawer
      isOpen={invoice !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={invoice ? t('sat.invoice.drawerTitle', { issuer: invoice.issuerName }) : ''}
    >
      {invoice && (
        <Stack space="large">
          <DescriptionList
            items={[
              { id: 'rfc', term: t('sat.invoice.rfc'), description: invoice.issuerRfc },
              { id: 'fiscalId', term: t('sat.invoice.fiscalId'), description: invoice.invoiceId },
              {
                id: 'issued',
                term: t('sat.invoices.issued'),
                description: formatMonthDayYear(invoice.issuedAt, locale, ZONE),
              },
              {
                id: 'type',
                term: t('sat.invoices.type'),
                description: t(`sat.type.${invoice.paymentType}`),
              },
              {
                id: 'total',
                term: t('sat.invoices.total'),
                description: money(invoice.total, invoice.currency),
              },
              {
                id: 'paid',
                term: t('sat.invoices.paid'),
                description: money(invoice.paidAmount, invoice.currency),
              },
              {
                id: 'due',
                term: t('sat.invoices.due'),
                description: money(invoice.dueAmount, invoice.currency),
              },
            ]}
          />
          <Stack space="small">
            <Heading level={3} size={4}>
              {t('sat.invoice.payments')}
            </Heading>
            {invoice.payments.length === 0 ? (
              <EmptyState title={t('sat.invoice.noPayments')} headingLevel={4} />
            ) : (
              <ul>
                {invoice.payments.map((payment) => (
                  <li key={`${payment.createdAt}-${String(payment.amount)}`}>
                    <Text>
                      {formatMonthDayYear(payment.createdAt, locale, ZONE)}:{' '}
                      {money(payment.amount, payment.currency)}
                    </Text>
                  </li>
                ))}
              </ul>
            )}
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
