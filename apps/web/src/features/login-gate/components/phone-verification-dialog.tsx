import type { PhoneVerificationConfig } from '@outlay/api-client';
import {
  Banner,
  Button,
  Checkbox,
  Dialog,
  Form,
  Inline,
  Link,
  Modal,
  OneTimeCodeField,
  showToast,
  Spinner,
  Stack,
  Text,
} from '@outlay/design-system';
import { phoneVerificationMachine } from '@outlay/machines/phone-verification/phone-verification.machine';
import type { PhoneVerificationOutput } from '@outlay/machines/phone-verification/phone-verification.types';
import type { LoginGateNotice } from '@outlay/machines/login-gate/login-gate.types';
import { isOneTimeCode, maskPhone, type PhoneNumber } from '@outlay/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useTranslator } from '../../../i18n/intl';
import { messageOf } from '../../../lib/message-of';
import { apiClient } from '../../../lib/api-client';
import { documentUrl } from '../../../lib/document-url';
import { useResendCountdown } from '../../../components/code-step/use-resend-countdown';

type PhoneActor = ActorRefFrom<typeof phoneVerificationMachine>;

/**
 * 'Verify your phone number' (spec part 1 §4.5, §8): the consent checkbox enables Continue,
 * then the texted code. Skip and 'This is not my phone number' mark the phone non-personal.
 */
export function PhoneVerificationDialog(props: {
  config: PhoneVerificationConfig;
  phone: PhoneNumber;
  onClosed: (notice: LoginGateNotice) => void;
}) {
  const { config, phone, onClosed } = props;
  const { t } = useTranslator();
  const masked = maskPhone(phone);
  const actor = useActorRef(phoneVerificationMachine, {
    input: {
      client: apiClient,
      agreement: {
        accessId: config.accessId,
        groupKey: config.groupKey,
        signerId: config.signerId,
      },
      phone: masked,
    },
  });
  const enteringCode = useSelector(actor, (snapshot) => snapshot.matches({ open: 'enteringCode' }));
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  useCodeSentToast(actor);

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') onClosed(closingNotice(snapshot.output, t));
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [actor, onClosed, t]);

  const skip = () => {
    actor.send({ type: 'phone.skipped' });
  };

  return (
    // Closing would have to mean Skip, which changes the account: only the buttons close it.
    <Modal isOpen isDismissable={false}>
      <Dialog title={t('gate.phone.title')}>
        {loading ? (
          <Spinner label={t('gate.phone.loading')} />
        ) : (
          <Stack space="large">
            <ErrorBanner actor={actor} />
            {enteringCode ? (
              <CodeStep actor={actor} masked={masked} />
            ) : (
              <ConsentStep actor={actor} masked={masked} />
            )}
            <Inline space="medium" align="spaceBetween">
              <Button
                variant="quiet"
                onPress={() => {
                  actor.send({ type: 'phone.notMine' });
                }}
              >
                {t('gate.phone.notMine')}
              </Button>
              <Button variant="secondary" onPress={skip}>
                {t('gate.phone.skip')}
              </Button>
            </Inline>
          </Stack>
        )}
      </Dialog>
    </Modal>
  );
}

/**
 * The words the dialog closes with (spec §8: the server's message or the fallbacks): a
 * verified phone or one recorded as not the user's is a success, a 404 an error.
 */
function closingNotice(
  output: PhoneVerificationOutput | undefined,
  t: ReturnType<typeof useTranslator>['t'],
): LoginGateNotice {
  if (output?.outcome === 'verified') return { tone: 'success', message: t('gate.phone.verified') };
  const message = output?.message ?? t('gate.phone.closedFallback');
  return { tone: output?.outcome === 'nonPersonal' ? 'success' : 'error', message };
}

function ErrorBanner({ actor }: { actor: PhoneActor }) {
  const { t } = useTranslator();
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  if (!error) return null;
  // The server's message when it sent one, else the texts of spec §8.
  const text =
    failure === 'nonPersonal'
      ? t('gate.phone.nonPersonalFailed')
      : messageOf(error, t, failure === 'code' ? 'gate.phone.invalidCode' : 'errors.generic');
  return (
    <Banner tone="danger" announce="assertive">
      {text}
    </Banner>
  );
}

function ConsentStep({ actor, masked }: { actor: PhoneActor; masked: string }) {
  const { t } = useTranslator();
  const consent = useSelector(actor, (snapshot) => snapshot.context.consent);
  const consented = useSelector(actor, (snapshot) => snapshot.context.consented);
  const canContinue = useSelector(actor, (snapshot) => snapshot.can({ type: 'consent.continued' }));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  return (
    <Stack space="medium">
      <Text>{t('gate.phone.body', { phone: masked })}</Text>
      <Checkbox
        isSelected={consented}
        onChange={(isSelected) => {
          actor.send({ type: 'consent.toggled', consented: isSelected });
        }}
      >
        {consent
          ? t('gate.phone.consent', { title: consent.title })
          : t('gate.phone.consentFallback')}
      </Checkbox>
      {consent && (
        <Link href={documentUrl(consent.download_url)} target="_blank" rel="noopener noreferrer">
          {t('gate.phone.viewConsent')}
        </Link>
      )}
      <Inline space="small" align="right">
        <Button
          variant="primary"
          isDisabled={!canContinue && !busy}
          isPending={busy}
          onPress={() => {
            actor.send({ type: 'consent.continued' });
          }}
        >
          {t('gate.phone.continue')}
        </Button>
      </Inline>
    </Stack>
  );
}

/** Why the code cannot be sent yet, checked on Verify (spec part 1 §5: required, 6 digits). */
function codeProblemOf(code: string): 'missing' | 'incomplete' | null {
  if (code === '') return 'missing';
  return isOneTimeCode(code) ? null : 'incomplete';
}

function CodeStep({ actor, masked }: { actor: PhoneActor; masked: string }) {
  const { t } = useTranslator();
  const verifying = useSelector(actor, (snapshot) =>
    snapshot.matches({ open: { enteringCode: 'verifying' } }),
  );
  const resending = useSelector(actor, (snapshot) =>
    snapshot.matches({ open: { enteringCode: 'resending' } }),
  );
  const { codesSent, resendAfterSeconds } = useSelector(actor, (snapshot) => snapshot.context);
  const resendIn = useResendCountdown(String(codesSent), codesSent > 0 ? resendAfterSeconds : 0);
  const [code, setCode] = useState('');
  // Each Verify judges the code afresh: a new object each time, so the form shows (and
  // summarises) the message again even when it is the same one.
  const [check, setCheck] = useState<{ problem: ReturnType<typeof codeProblemOf> } | null>(null);
  const validationErrors = useMemo(() => {
    if (!check?.problem) return undefined;
    return {
      code: t(
        check.problem === 'missing' ? 'verification.codeRequired' : 'verification.codeIncomplete',
      ),
    };
  }, [check, t]);

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = codeProblemOf(code);
    setCheck({ problem });
    if (!problem) actor.send({ type: 'code.submitted', code });
  }
  return (
    <Form
      errorSummaryTitle={t('form.errorSummary.title')}
      aria-label={t('gate.phone.title')}
      validationBehavior="aria"
      validationErrors={validationErrors}
      onSubmit={submit}
    >
      <Stack space="medium">
        <Text>{t('gate.phone.codeSentTo', { phone: masked })}</Text>
        <OneTimeCodeField
          name="code"
          label={t('gate.phone.code')}
          value={code}
          onChange={setCode}
          autoFocus
          isRequired
        />
        <Inline space="small" align="spaceBetween">
          <Inline space="xsmall" alignY="center">
            <Button
              variant="quiet"
              isPending={resending}
              isDisabled={resendIn > 0 && !resending}
              onPress={() => {
                actor.send({ type: 'resend.requested' });
              }}
            >
              {t('gate.phone.resend')}
            </Button>
            {resendIn > 0 && !resending && (
              <Text tone="muted" size="small">
                {t('verification.resendIn', { seconds: resendIn })}
              </Text>
            )}
          </Inline>
          <Button type="submit" variant="primary" isPending={verifying}>
            {t('gate.phone.verify')}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}

function useCodeSentToast(actor: PhoneActor) {
  const { t } = useTranslator();
  useEffect(() => {
    let sent = actor.getSnapshot().context.codesSent;
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.context.codesSent > sent && snapshot.context.codesSent > 1) {
        showToast({ tone: 'success', description: t('gate.phone.codeSent') });
      }
      sent = snapshot.context.codesSent;
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [actor, t]);
}
