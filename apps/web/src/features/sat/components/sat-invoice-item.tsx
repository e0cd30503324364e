import {
  Badge,
  Button,
  CheckIcon,
  IconButton,
  Inline,
  PlusIcon,
  Stack,
  Text,
} from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';
import { formatMonthDayYear } from '@/lib/format/dates';
import type { SatInvoice } from '../api/sat-invoices';
import { ConfidenceBadge } from './confidence-badge';
import { reasonsOf } from '../model/invoice-words';

interface SatInvoiceItemProps {
  invoice: SatInvoice;
  /** The entry holds a file already: attaching is refused until it is removed. */
  attachBlocked: boolean;
  /** The element that says why attaching is refused, which describes the refused button. */
  blockedReasonId: string;
  busy: boolean;
  onAttach: () => void;
  onRemove: () => void;
  onPreview: () => void;
  onDetails: () => void;
}

/**
 * One suggested invoice (spec part 2 §2.2): issuer, date, total, paid and due, PPD as
 * partially paid, the confidence in colour and words with why, attach (plus) or attached
 * (check, which removes it), preview and details.
 */
export function SatInvoiceItem({
  invoice,
  attachBlocked,
  blockedReasonId,
  busy,
  onAttach,
  onRemove,
  onPreview,
  onDetails,
}: SatInvoiceItemProps) {
  const { t, locale } = useTranslator();
  const money = (amount: number) => formatAmount(amount, { currency: invoice.currency, locale });
  const issuer = invoice.issuerName;
  const attach = (
    <IconButton
      label={t('sat.invoice.attach', { issuer })}
      icon={<PlusIcon />}
      variant="secondary"
      size="small"
      isDisabled={attachBlocked || busy}
      aria-describedby={attachBlocked ? blockedReasonId : undefined}
      onPress={onAttach}
    />
  );
  return (
    <Stack space="small">
      <Inline space="small" alignY="center">
        <Text weight="strong">{issuer}</Text>
        {invoice.matchedPercentage !== null && (
          <ConfidenceBadge percentage={invoice.matchedPercentage} />
        )}
        {invoice.paymentType === 'PPD' && <Badge tone="caution">{t('sat.type.PPD')}</Badge>}
        {invoice.isInvoiceMatched && <Badge tone="positive">{t('sat.invoice.isAttached')}</Badge>}
      </Inline>
      <Text size="small" tone="muted">
        {formatMonthDayYear(invoice.issuedAt, locale, 'America/Mexico_City')} ·{' '}
        {t('sat.invoices.total')} {money(invoice.total)} · {t('sat.invoices.paid')}{' '}
        {money(invoice.paidAmount)} · {t('sat.invoices.due')} {money(invoice.dueAmount)}
      </Text>
      {invoice.matchReasons.length > 0 && (
        <Text size="small" tone="muted">
          {t('sat.invoice.why', { reasons: reasonsOf(invoice, t) })}
        </Text>
      )}
      <Inline space="small" alignY="center">
        {invoice.isInvoiceMatched ? (
          <IconButton
            label={t('sat.invoice.remove', { issuer })}
            icon={<CheckIcon />}
            variant="secondary"
            size="small"
            isDisabled={busy}
            onPress={onRemove}
          />
        ) : (
          attach
        )}
        <InvoiceAction
          label={t('sat.invoice.preview')}
          name={t('sat.invoice.previewOf', { issuer })}
          onPress={onPreview}
        />
        <InvoiceAction
          label={t('sat.invoice.details')}
          name={t('sat.invoice.detailsOf', { issuer })}
          onPress={onDetails}
        />
      </Inline>
    </Stack>
  );
}

/** A small button whose short label reads, to a screen reader, with the invoice it acts on. */
function InvoiceAction(props: { label: string; name: string; onPress: () => void }) {
  return (
    <Button variant="secondary" size="small" aria-label={props.name} onPress={props.onPress}>
      {props.label}
    </Button>
  );
}
