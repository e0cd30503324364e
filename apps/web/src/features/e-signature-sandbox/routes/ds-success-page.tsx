import type { SandboxEnvelope } from '@outlay/api-client';
import { Banner, DescriptionList, Link, Stack, Text } from '@outlay/design-system';
import { useSearch } from 'wouter';
import { ErrorBanner } from '@/components/error-banner';
import { Page } from '@/components/page';
import { PageLoading } from '@/components/page-loading';
import { useTranslator } from '@/i18n/intl';
import { formatMonthDayYear } from '@/lib/format/dates';
import { appPathOf } from '@/lib/paths';
import { useEnvelope } from '../api/envelope';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where the signer goes on from here: the page that asked for the signature, told it is done. */
export function continueHref(envelope: SandboxEnvelope): string {
  const path = appPathOf(envelope.returnUrl);
  return `${path}${path.includes('?') ? '&' : '?'}signing=completed`;
}

/**
 * `/ds-success`: where the e-signature sandbox sends the signer once they signed. It says what
 * was signed, by whom and when, what happens next (the AutoPay enrollment completes; a copy is
 * kept in Documents), and leads back to the page that asked for the signature.
 */
export function DsSuccessPage() {
  const { t } = useTranslator();
  const id = new URLSearchParams(useSearch()).get('envelope') ?? '';
  const known = UUID.test(id);
  return (
    <Page title={t('eSignature.done.title')}>
      {known ? <Signed envelopeId={id} /> : <Text>{t('eSignature.done.unknown')}</Text>}
      <Link href="/document?kind=agreement">{t('eSignature.done.documents')}</Link>
      {!known && <Link href="/dashboard">{t('eSignature.done.dashboard')}</Link>}
    </Page>
  );
}

function Signed({ envelopeId }: { envelopeId: string }) {
  const { t, locale } = useTranslator();
  const envelope = useEnvelope(envelopeId);
  if (envelope.isPending) return <PageLoading />;
  if (envelope.isError) return <ErrorBanner error={envelope.error} />;
  const signed = envelope.data;
  if (signed.status !== 'completed') {
    return (
      <Stack space="medium">
        <Banner tone="info">
          {t(
            signed.status === 'sent'
              ? 'eSignature.done.notYet'
              : `eSignature.status.${signed.status}`,
          )}
        </Banner>
        <Link href={continueHref(signed).replace('signing=completed', 'signing=left')}>
          {t('eSignature.back')}
        </Link>
      </Stack>
    );
  }
  return (
    <Stack space="medium">
      <Banner tone="success" announce="polite">
        {t('eSignature.done.signed', { title: signed.title })}
      </Banner>
      <DescriptionList
        items={[
          { id: 'document', term: t('eSignature.done.document'), description: signed.title },
          { id: 'signer', term: t('eSignature.done.signer'), description: signed.signerName },
          {
            id: 'date',
            term: t('eSignature.done.date'),
            description: signed.completedAt ? formatMonthDayYear(signed.completedAt, locale) : '—',
          },
        ]}
      />
      <Text>
        {signed.agreement === 'PAD' ? t('eSignature.done.next.pad') : t('eSignature.done.next.ddi')}
      </Text>
      <Link href={continueHref(signed)}>{t('eSignature.back')}</Link>
    </Stack>
  );
}
