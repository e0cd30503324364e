import type { SatInvoiceReference } from '@outlay/api-client';
import { useState } from 'react';
import {
  Banner,
  DescriptionList,
  Drawer,
  Heading,
  Link,
  LiveRegion,
  Skeleton,
  Stack,
  Text,
} from '@outlay/design-system';
import { useQuery } from '@tanstack/react-query';
import { RetryBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';
import { satInvoicePreviewQuery } from '../api/attach-sat-invoice';
import type { CfdiDocument } from '../model/cfdi-document';

/** The invoice read from its CFDI: parties, date, concepts, taxes and totals. */
function InvoiceDocument({ document }: { document: CfdiDocument }) {
  const { t, locale } = useTranslator();
  const money = (cents: number) =>
    formatAmount(cents / 100, { currency: document.currency, locale });
  const party = (name: string, rfc: string) => `${name} (${rfc})`;
  return (
    <Stack space="large">
      <DescriptionList
        items={[
          {
            id: 'issuer',
            term: t('sat.preview.issuer'),
            description: party(document.issuer.name, document.issuer.rfc),
          },
          {
            id: 'receiver',
            term: t('sat.preview.receiver'),
            description: party(document.receiver.name, document.receiver.rfc),
          },
          { id: 'uuid', term: t('sat.invoice.fiscalId'), description: document.uuid },
          {
            id: 'date',
            term: t('sat.preview.date'),
            description: document.issuedAt.replace('T', ' '),
          },
          {
            id: 'method',
            term: t('sat.invoices.type'),
            description:
              document.paymentMethod === 'PPD' || document.paymentMethod === 'PUE'
                ? t(`sat.type.${document.paymentMethod}`)
                : document.paymentMethod,
          },
        ]}
      />
      <Stack space="small">
        <Heading level={3} size={4}>
          {t('sat.preview.concepts')}
        </Heading>
        <ul>
          {document.concepts.map((concept, index) => (
            <li key={`${String(index)}-${concept.description}`}>
              <Text weight="medium">{concept.description}</Text>
              <Text tone="muted">
                {t('sat.preview.conceptLine', {
                  quantity: concept.quantity,
                  unitValue: money(concept.unitValue),
                  amount: money(concept.amount),
                })}
              </Text>
            </li>
          ))}
        </ul>
      </Stack>
      <DescriptionList
        items={[
          {
            id: 'subtotal',
            term: t('sat.preview.subtotal'),
            description: money(document.subtotal),
          },
          { id: 'taxes', term: t('sat.preview.taxes'), description: money(document.taxes) },
          { id: 'total', term: t('sat.invoices.total'), description: money(document.total) },
        ]}
      />
    </Stack>
  );
}

/**
 * Preview (issue 43 #16): the invoice shown readable in a nested drawer, as a printed CFDI
 * reads, with its XML still one link away; never a raw file download.
 */
export function SatInvoicePreviewDrawer({
  reference,
  issuer,
  onClose,
}: {
  reference: SatInvoiceReference | null;
  issuer: string;
  onClose: () => void;
}) {
  const { t } = useTranslator();
  // The title keeps its issuer while the drawer slides out, after `issuer` is cleared.
  const [shownIssuer, setShownIssuer] = useState(issuer);
  if (issuer !== '' && issuer !== shownIssuer) setShownIssuer(issuer);
  const preview = useQuery({
    ...satInvoicePreviewQuery(
      reference ?? { referenceId: 0, referenceType: 'card', invoiceId: '' },
    ),
    enabled: reference !== null,
  });
  let body;
  if (preview.isError) {
    body = <RetryBanner query={preview} retryLabel={t('sat.retry')} />;
  } else if (!preview.data) {
    body = (
      <LiveRegion>
        <Skeleton lines={6} label={t('sat.preview.loading')} />
      </LiveRegion>
    );
  } else {
    body = (
      <Stack space="large">
        {preview.data.document ? (
          <InvoiceDocument document={preview.data.document} />
        ) : (
          <Banner tone="warning">{t('sat.preview.unreadable')}</Banner>
        )}
        {/* An absolute address and `download`: the file, not a route of the app. */}
        <Link href={new URL(preview.data.viewUrl, window.location.origin).href} download>
          {t('sat.preview.download')}
        </Link>
      </Stack>
    );
  }
  return (
    <Drawer
      isOpen={reference !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('sat.preview.title', { issuer: shownIssuer })}
    >
      {body}
    </Drawer>
  );
}
