import type { NotificationType } from '@outlay/api-client';
import {
  Banner,
  Button,
  Dialog,
  Form,
  Inline,
  Modal,
  OneTimeCodeField,
  Radio,
  RadioGroup,
  showToast,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import type { verificationMachine } from '@outlay/machines/verification/verification.machine';
import { useSelector } from '@xstate/react';
import { useEffect, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useTranslator } from '../../i18n/intl';
import { messageOf } from '../../lib/message-of';
import { useResendCountdown } from '../../components/code-step/use-resend-countdown';

export type VerificationActor = ActorRefFrom<typeof verificationMachine>;

const methodLabels = {
  EMAIL: 'verification.method.EMAIL',
  SMS: 'verification.method.SMS',
  OTP: 'verification.method.OTP',
} as const;

/**
 * 'Verification required' (spec part 1 §2.4, §4.3): the 6-digit code, the captcha when the bot
 * check asks for one, Resend and Confirm. Confirm stays disabled until the machine would take
 * it. Closing the dialog (Escape, Close, Cancel) gives the action no code.
 */
export function VerificationDialog({ actor }: { actor: VerificationActor }) {
  const { t } = useTranslator();
  const cancel = () => {
    actor.send({ type: 'verification.cancelled' });
  };
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const blocked = useSelector(actor, (snapshot) => snapshot.hasTag('blocked'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('failed'));
  useResendToast(actor);

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
    >
      <Dialog title={t('verification.title')}>
        {loading ? (
          <Spinner label={t('verification.loading')} />
        ) : blocked ? (
          <Blocked onClose={cancel} />
        ) : failed ? (
          <Failed actor={actor} onCancel={cancel} />
        ) : (
          <CodeForm actor={actor} onCancel={cancel} />
        )}
      </Dialog>
    </Modal>
  );
}

function useResendToast(actor: VerificationActor) {
  const { t } = useTranslator();
  useEffect(() => {
    let sent = actor.getSnapshot().context.codesSent;
    const subscription = actor.subscribe((snapshot) => {
      // The first code of a method shows where it went; each resend says it was sent.
      if (snapshot.context.codesSent > sent && snapshot.context.codesSent > 1) {
        showToast({ tone: 'success', description: t('verification.codeSent') });
      }
      sent = snapshot.context.codesSent;
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [actor, t]);
}

function Blocked({ onClose }: { onClose: () => void }) {
  const { t } = useTranslator();
  return (
    <Stack space="large">
      <Banner tone="danger" title={t('verification.blocked.title')} announce="assertive">
        {t('verification.blocked.body')}
      </Banner>
      <Inline space="small" align="right">
        <Button variant="primary" onPress={onClose} autoFocus>
          {t('verification.close')}
        </Button>
      </Inline>
    </Stack>
  );
}

function Failed({ actor, onCancel }: { actor: VerificationActor; onCancel: () => void }) {
  const { t } = useTranslator();
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  return (
    <Stack space="large">
      <Banner tone="danger" title={t('verification.failed')} announce="assertive">
        {messageOf(error, t)}
      </Banner>
      <Inline space="small" align="right">
        <Button variant="secondary" onPress={onCancel}>
          {t('verification.cancel')}
        </Button>
        <Button
          variant="primary"
          onPress={() => {
            actor.send({ type: 'retry.requested' });
          }}
        >
          {t('verification.retry')}
        </Button>
      </Inline>
    </Stack>
  );
}

function CodeForm({ actor, onCancel }: { actor: VerificationActor; onCancel: () => void }) {
  const { t } = useTranslator();
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const canConfirm = useSelector(actor, (snapshot) => snapshot.can({ type: 'confirm.pressed' }));
  const canResend = useSelector(actor, (snapshot) => snapshot.can({ type: 'resend.requested' }));
  const confirming = useSelector(actor, (snapshot) =>
    snapshot.matches({ enteringCode: 'confirming' }),
  );
  const resending = useSelector(actor, (snapshot) =>
    snapshot.matches({ enteringCode: 'resending' }),
  );
  const sending = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const methods = context.methods.filter((method) => method.isSetUp);
  const resendIn = useResendCountdown(
    String(context.codesSent),
    context.codesSent > 0 ? context.resendAfterSeconds : 0,
  );

  const confirm = () => {
    actor.send(canConfirm ? { type: 'confirm.pressed' } : { type: 'code.checked' });
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      confirm();
    }
  };

  return (
    <Form errorSummaryTitle={t('form.errorSummary.title')} aria-label={t('verification.title')}>
      <Stack space="large">
        {context.error && (
          <Banner tone="danger" announce="assertive">
            {messageOf(context.error, t)}
          </Banner>
        )}
        {methods.length > 1 && (
          <RadioGroup
            label={t('verification.method')}
            orientation="horizontal"
            value={context.method ?? 'EMAIL'}
            isDisabled={sending}
            onChange={(value: string) => {
              actor.send({ type: 'method.chosen', method: value as NotificationType });
            }}
          >
            {methods.map((method) => (
              <Radio key={method.type} value={method.type}>
                {t(methodLabels[method.type])}
              </Radio>
            ))}
          </RadioGroup>
        )}
        <Text>
          {context.method === 'OTP'
            ? t('verification.authApp')
            : t('verification.sentTo', { destination: context.destination ?? '' })}
        </Text>
        <OneTimeCodeField
          name="code"
          label={t('verification.code')}
          value={context.code}
          autoFocus
          isInvalid={context.codeMissing}
          errorMessage={context.codeMissing ? t('verification.codeRequired') : undefined}
          onChange={(code) => {
            actor.send({ type: 'code.changed', code });
          }}
          onBlur={() => {
            actor.send({ type: 'code.checked' });
          }}
          onKeyDown={onEnter}
        />
        {context.captcha && (
          <TextField
            name="captcha"
            label={`${t('verification.captcha.title')}: ${context.captcha.question}`}
            description={t('verification.captcha.description')}
            inputMode="numeric"
            autoComplete="off"
            value={context.captchaAnswer}
            onChange={(answer) => {
              actor.send({ type: 'captcha.changed', answer });
            }}
            onKeyDown={onEnter}
          />
        )}
        <Inline space="small" align="spaceBetween">
          {canResend || resending ? (
            <Inline space="xsmall" alignY="center">
              <Button
                variant="quiet"
                isPending={resending}
                isDisabled={resendIn > 0 && !resending}
                onPress={() => {
                  actor.send({ type: 'resend.requested' });
                }}
              >
                {t('verification.resend')}
              </Button>
              {resendIn > 0 && !resending && (
                <Text tone="muted" size="small">
                  {t('verification.resendIn', { seconds: resendIn })}
                </Text>
              )}
            </Inline>
          ) : (
            <span />
          )}
          <Inline space="small">
            <Button variant="secondary" onPress={onCancel}>
              {t('verification.cancel')}
            </Button>
            <Button
              variant="primary"
              isDisabled={!canConfirm && !confirming}
              isPending={confirming}
              onPress={confirm}
            >
              {t('verification.confirm')}
            </Button>
          </Inline>
        </Inline>
      </Stack>
    </Form>
  );
}
