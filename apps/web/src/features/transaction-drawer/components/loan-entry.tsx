import type { Company } from '@outlay/api-client';
import type { DescriptionListItem } from '@outlay/design-system';
import type { ReactNode } from 'react';
import { useTranslator } from '@/i18n/intl';
import { dateFormatFor, formatDate } from '@/lib/format/dates';
import type { LoanInstalmentDetails } from '../api/get-instalment-details';
import { EntryLayout } from './entry-layout';

interface LoanEntryProps {
  details: LoanInstalmentDetails;
  company: Company;
  summary: ReactNode;
}

/**
 * A loan instalment (spec part 2 §2.2): the provider with the loan's description, the payment
 * type (Principal, Interest, Origination Fee, VAT, or a dash), status, due date and paid date.
 */
export function LoanEntry({ details, company, summary }: LoanEntryProps) {
  const { t } = useTranslator();
  const { instalment } = details;
  const dash = t('transactionDrawer.dash');
  const dates = dateFormatFor(company);
  const facts: DescriptionListItem[] = [
    {
      id: 'provider',
      term: t('transactionDrawer.loan.provider'),
      description: t('transactionDrawer.loan.providerWithLoan', {
        provider: instalment.loan.providerName,
        loan: instalment.loan.description,
      }),
    },
    {
      id: 'paymentType',
      term: t('transactionDrawer.loan.paymentType'),
      description:
        instalment.paymentType === 'none'
          ? dash
          : t(`transactionDrawer.loan.paymentType.${instalment.paymentType}`),
    },
    {
      id: 'status',
      term: t('transactionDrawer.loan.status'),
      description: t(`transactionDrawer.loan.status.${instalment.status}`),
    },
    {
      id: 'dueDate',
      term: t('transactionDrawer.loan.dueDate'),
      description: formatDate(instalment.dueDate, dates),
    },
    {
      id: 'paidDate',
      term: t('transactionDrawer.loan.paidDate'),
      description: instalment.paidDate ? formatDate(instalment.paidDate, dates) : dash,
    },
  ];
  return <EntryLayout summary={summary} facts={facts} />;
}
