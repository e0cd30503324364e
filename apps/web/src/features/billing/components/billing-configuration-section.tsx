import type { BillingConfiguration } from '@outlay/api-client';
import { DescriptionList, Heading, Stack, Text } from '@outlay/design-system';
import type { MessageId } from '@/i18n/catalogs';
import { useTranslator } from '@/i18n/intl';
import { formatMonthDayYear } from '@/lib/format/dates';
import { formatAmount } from '@/lib/format/format-amount';

type BillingMethod = BillingConfiguration['billingMethod'];

const methodNames: Record<BillingMethod, MessageId> = {
  single_platform: 'billing.method.single_platform',
  single_billing: 'billing.method.single_billing',
  split: 'billing.method.split',
};

const methodDescriptions: Record<BillingMethod, MessageId> = {
  single_platform: 'billing.method.single_platform.description',
  single_billing: 'billing.method.single_billing.description',
  split: 'billing.method.split.description',
};

/** How statements are billed now and from the next cycle, and what the last one leaves due. */
export function BillingConfigurationSection({ billing }: { billing: BillingConfiguration }) {
  const { t, locale } = useTranslator();
  const platform = billing.platformCurrency.alphaCode;
  const billed = billing.billingCurrency.alphaCode;
  const method = (value: BillingMethod) => (
    <Stack space="xsmall">
      <Text weight="medium">{t(methodNames[value])}</Text>
      <Text tone="muted" size="small">
        {t(methodDescriptions[value], { platform, billing: billed })}
      </Text>
    </Stack>
  );
  const due = billing.statementDue;
  return (
    <Stack space="medium" component="section" aria-labelledby="billing-configuration-heading">
      <Heading level={2} id="billing-configuration-heading">
        {t('billing.configuration.title')}
      </Heading>
      <DescriptionList
        items={[
          {
            id: 'method',
            term: t('billing.configuration.method'),
            description: method(billing.billingMethod),
          },
          {
            id: 'nextMethod',
            term: t('billing.configuration.nextMethod'),
            description: method(billing.nextBillingMethod),
          },
          {
            id: 'platformCurrency',
            term: t('billing.configuration.platformCurrency'),
            description: platform,
          },
          {
            id: 'billingCurrency',
            term: t('billing.configuration.billingCurrency'),
            description: billed,
          },
          {
            id: 'period',
            term: t('billing.configuration.period'),
            description: t('billing.configuration.periodValue', {
              start: formatMonthDayYear(billing.statementPeriod.startDate, locale),
              end: formatMonthDayYear(billing.statementPeriod.endDate, locale),
            }),
          },
          ...(due
            ? [
                {
                  id: 'amountDue',
                  term: t('billing.configuration.amountDue'),
                  description: formatAmount(due.amountDue, {
                    currency: due.currency.alphaCode,
                    locale,
                  }),
                },
                {
                  id: 'dueDate',
                  term: t('billing.configuration.dueDate'),
                  description:
                    due.amountDue > 0
                      ? formatMonthDayYear(due.dueDate, locale)
                      : t('billing.configuration.nothingDue'),
                },
              ]
            : []),
        ]}
      />
    </Stack>
  );
}
