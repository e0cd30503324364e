import type { SandboxEnvelope } from '@outlay/api-client';
import {
  AlertDialog,
  Badge,
  Banner,
  Box,
  Button,
  Checkbox,
  DescriptionList,
  Heading,
  Inline,
  Link,
  Spinner,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@outlay/design-system';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { AppForm } from '@/components/app-form';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { useCheckedSubmit, type FieldProblems } from '@/lib/use-checked-submit';
import { appPathOf } from '@/lib/paths';
import { useCompleteEnvelope } from '../api/complete-envelope';
import { useDeclineEnvelope } from '../api/decline-envelope';
import { useEnvelope } from '../api/envelope';

type Outcome = 'completed' | 'declined' | 'left';

/** Where the signer goes back to, saying how the signing ended. */
function returnTo(envelope: SandboxEnvelope, outcome: Outcome): string {
  const separator = envelope.returnUrl.includes('?') ? '&' : '?';
  return `${appPathOf(envelope.returnUrl)}${separator}signing=${outcome}`;
}

/**
 * The e-signature provider's signing page, as its local sandbox draws it (spec part 1 §7: a
 * PAD signing request through an e-signature provider): the document, a typed signature with
 * consent, Decline, or leaving without deciding. Reached from billing, it sends the signer back.
 */
export default function SigningPage({ envelopeId }: { envelopeId: string }) {
  const { t } = useTranslator();
  const envelope = useEnvelope(envelopeId);
  return (
    <Box component="main" id="main" padding={{ base: 'medium', md: 'xlarge' }}>
      <Box maxWidth="measure">
        <Stack space="large">
          <Inline space="small" alignY="center">
            <Badge tone="brand">{t('eSignature.sandbox')}</Badge>
          </Inline>
          {envelope.isPending ? (
            <Spinner label={t('eSignature.loading')} />
          ) : envelope.isError ? (
            <>
              <Heading level={1}>{t('eSignature.unavailable.title')}</Heading>
              <ErrorBanner error={envelope.error} />
            </>
          ) : (
            <Document envelope={envelope.data} />
          )}
        </Stack>
      </Box>
    </Box>
  );
}

function Document({ envelope }: { envelope: SandboxEnvelope }) {
  const { t } = useTranslator();
  return (
    <Stack space="large">
      <Heading level={1}>{envelope.title}</Heading>
      <Stack space="medium">
        {envelope.paragraphs.map((paragraph, index) => (
          <Text key={index}>{paragraph}</Text>
        ))}
      </Stack>
      <DescriptionList
        items={envelope.fields.map((field, index) => ({
          id: String(index),
          term: field.label,
          description: field.value,
        }))}
      />
      {envelope.status === 'sent' ? (
        <SignatureForm envelope={envelope} />
      ) : (
        <Stack space="medium">
          <Banner tone={envelope.status === 'completed' ? 'success' : 'info'} announce="polite">
            {t(`eSignature.status.${envelope.status}`)}
          </Banner>
          <Link href={returnTo(envelope, envelope.status === 'completed' ? 'completed' : 'left')}>
            {t('eSignature.back')}
          </Link>
        </Stack>
      )}
    </Stack>
  );
}

function SignatureForm({ envelope }: { envelope: SandboxEnvelope }) {
  const { t } = useTranslator();
  const [, navigate] = useLocation();
  const [signature, setSignature] = useState('');
  const [consent, setConsent] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const sign = useCompleteEnvelope();
  const decline = useDeclineEnvelope();

  const checked = useCheckedSubmit(
    () => {
      const found: FieldProblems = {};
      if (signature.trim() === '') found.signature = t('eSignature.signatureRequired');
      if (!consent) found.consent = t('eSignature.consentRequired');
      return found;
    },
    () => {
      sign.mutate(
        { envelopeId: envelope.envelopeId, signature },
        {
          onSuccess: () => {
            // The provider's success page (/ds-success) says what was signed, then leads back.
            navigate(`/ds-success?envelope=${envelope.envelopeId}`);
          },
        },
      );
    },
  );

  const error = sign.error ?? decline.error;
  return (
    <>
      <AppForm aria-label={t('eSignature.sign.title')} {...checked.form}>
        <Stack space="medium">
          <Heading level={2}>{t('eSignature.sign.title')}</Heading>
          <ErrorBanner error={error} />
          <Text>{t('eSignature.signer', { name: envelope.signerName })}</Text>
          <TextField
            name="signature"
            label={t('eSignature.signature')}
            description={t('eSignature.signatureHint')}
            autoComplete="name"
            maxLength={140}
            value={signature}
            onChange={setSignature}
            isRequired
          />
          <Checkbox name="consent" isSelected={consent} onChange={setConsent} isRequired>
            {t('eSignature.consent')}
          </Checkbox>
          <Inline space="small">
            <Button type="submit" isPending={sign.isPending}>
              {t('eSignature.sign')}
            </Button>
            <Button
              variant="secondary"
              onPress={() => {
                setDeclining(true);
              }}
            >
              {t('eSignature.decline')}
            </Button>
          </Inline>
          <Link href={returnTo(envelope, 'left')}>{t('eSignature.leave')}</Link>
        </Stack>
      </AppForm>
      <AlertDialog
        isOpen={declining}
        onOpenChange={setDeclining}
        title={t('eSignature.decline.title')}
        confirmLabel={t('eSignature.decline')}
        cancelLabel={t('eSignature.decline.cancel')}
        tone="danger"
        isPending={decline.isPending}
        onConfirm={() => {
          decline.mutate(
            { envelopeId: envelope.envelopeId, reason },
            {
              onSuccess: () => {
                navigate(returnTo(envelope, 'declined'));
              },
            },
          );
        }}
      >
        <Stack space="medium">
          <Text>{t('eSignature.decline.body')}</Text>
          <TextArea
            label={t('eSignature.decline.reason')}
            value={reason}
            onChange={setReason}
            maxLength={500}
          />
        </Stack>
      </AlertDialog>
    </>
  );
}
