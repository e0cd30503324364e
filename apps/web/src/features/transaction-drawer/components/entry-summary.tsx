import { Avatar, Inline, Stack, Text } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';
import type { EntryHeader } from '../model/entry-header';

/** The header's figures under the title: the icon, the amount and the local amount. */
export function EntrySummary({ header }: { header: EntryHeader }) {
  const { t, locale } = useTranslator();
  return (
    <Inline space="medium" alignY="center">
      <Avatar name={header.name} src={header.iconUrl ?? undefined} size="large" isDecorative />
      <Stack space="xsmall">
        <Text size="large" weight="strong">
          {formatAmount(header.amount, { currency: header.currency, locale })}
        </Text>
        {header.local && (
          <Text size="small" tone="muted">
            {t('transactionDrawer.localAmount', {
              amount: formatAmount(header.local.amount, {
                currency: header.local.currency,
                locale,
              }),
            })}
          </Text>
        )}
      </Stack>
    </Inline>
  );
}
