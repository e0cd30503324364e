import type { NotificationType } from '@outlay/api-client';
import {
  Banner,
  Button,
  Dialog,
  Inline,
  Modal,
  Radio,
  RadioGroup,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import type { verificationMachine } from '@outlay/machines/verification/verification.machine';
import { verificationView } from '@outlay/machines/verification/verification.view';
import { useSelector } from '@xstate/react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { AppForm } from '@/components/app-form';
import { CodeStep, ResendCode } from '@/components/code-step/code-step';
import { useCodeSentToast } from '@/components/code-step/use-code-sent-toast';
import { useTranslator, type Translator } from '@/i18n/intl';
import type { MessageId } from '@/i18n/catalogs';
import { messageOf } from '@/lib/message-of';
import { sameView } from '@/lib/same-view';

export type VerificationActor = ActorRefFrom<typeof verificationMachine>;
type VerificationView = ReturnType<typeof verificationView>;

const methodLabels = {
  EMAIL: 'verification.method.EMAIL',
  SMS: 'verification.method.SMS',
  OTP: 'verification.method.OTP',
} as const;

/**
 * 'Verification required' (spec part 1 §2.4, §4.3): the dialog around the steps. Closing it
 * (Escape, Close) gives the action no code.
 */
export function VerificationDialog(props: { onCancel: () => void; children: ReactNode }) {
  const { t } = useTranslator();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
    >
      <Dialog title={t('verification.title')}>{props.children}</Dialog>
    </Modal>
  );
}

/**
 * The steps the verification machine walks: the bot check and the code on their way, BLOCKED,
 * a start that failed, or the code form (the 6-digit code, the captcha when the bot check asks
 * for one, Resend and Confirm; Confirm stays disabled until the machine would take it).
 */
export function VerificationSteps({ actor }: { actor: VerificationActor }) {
  const { t } = useTranslator();
  const view = useSelector(actor, verificationView, sameView);
  useCodeSentToast(actor, { resentOnly: true });
  const cancel = () => {
    actor.send({ type: 'verification.cancelled' });
  };
  switch (view.part) {
    case 'loading':
      return <Spinner label={t('verification.loading')} />;
    case 'blocked':
      return <Blocked onClose={cancel} />;
    case 'failed':
      return (
        <Failed
          error={view.error}
          // Only the bot check leads here: the spec's words for its failing to load.
          fallback="verification.botCheckFailed"
          onCancel={cancel}
          onRetry={() => {
            actor.send({ type: 'retry.requested' });
          }}
        />
      );
    default:
      return <CodeForm actor={actor} view={view} onCancel={cancel} />;
  }
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

/** The dialog could not start: why, and Try again. */
export function Failed(props: {
  error: unknown;
  /** What to say when the server gave no reason (the generic text otherwise). */
  fallback?: MessageId;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslator();
  return (
    <Stack space="large">
      <Banner tone="danger" title={t('verification.failed')} announce="assertive">
        {messageOf(props.error, t, props.fallback)}
      </Banner>
      <Inline space="small" align="right">
        <Button variant="secondary" onPress={props.onCancel}>
          {t('verification.cancel')}
        </Button>
        <Button variant="primary" onPress={props.onRetry}>
          {t('verification.retry')}
        </Button>
      </Inline>
    </Stack>
  );
}

/** What the step says of the code: where it went now, moments ago (nothing sent now), or the app. */
function codeIntro(view: VerificationView, t: Translator['t']): string {
  switch (view.codeFrom) {
    case 'app':
      return t('verification.authApp');
    case 'sentEarlier':
      return t('verification.sentEarlier', { destination: view.destination });
    default:
      return t('verification.sentTo', { destination: view.destination });
  }
}

function CodeForm(props: {
  actor: VerificationActor;
  view: VerificationView;
  onCancel: () => void;
}) {
  const { actor, view } = props;
  const { t } = useTranslator();

  const confirm = () => {
    actor.send(view.canConfirm ? { type: 'code.confirmed' } : { type: 'code.checked' });
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      confirm();
    }
  };

  return (
    <AppForm aria-label={t('verification.title')}>
      <Stack space="large">
        {view.methods.length > 1 && (
          <RadioGroup
            label={t('verification.method')}
            orientation="horizontal"
            value={view.method}
            isDisabled={view.busy}
            onChange={(value: string) => {
              actor.send({ type: 'method.chosen', method: value as NotificationType });
            }}
          >
            {view.methods.map((method) => (
              <Radio key={method} value={method}>
                {t(methodLabels[method])}
              </Radio>
            ))}
          </RadioGroup>
        )}
        <Text>{codeIntro(view, t)}</Text>
        <CodeStep
          label={t('verification.code')}
          value={view.code}
          autoFocus
          problem={view.codeProblem}
          error={view.error && messageOf(view.error, t)}
          onChange={(code) => {
            actor.send({ type: 'code.changed', code });
          }}
          onBlur={() => {
            actor.send({ type: 'code.checked' });
          }}
          onKeyDown={onEnter}
        />
        {view.captcha && (
          <TextField
            name="captcha"
            label={`${t('verification.captcha.title')}: ${view.captcha.question}`}
            description={t('verification.captcha.description')}
            inputMode="numeric"
            autoComplete="off"
            value={view.captchaAnswer}
            onChange={(answer) => {
              actor.send({ type: 'captcha.changed', answer });
            }}
            onKeyDown={onEnter}
          />
        )}
        <Inline space="small" align="spaceBetween">
          {view.resend.offered ? (
            <ResendCode
              resend={view.resend}
              label={t('verification.resend')}
              onPress={() => {
                actor.send({ type: 'resend.requested' });
              }}
            />
          ) : (
            <span />
          )}
          <Inline space="small">
            <Button variant="secondary" onPress={props.onCancel}>
              {t('verification.cancel')}
            </Button>
            <Button
              variant="primary"
              isDisabled={!view.canConfirm && !view.confirming}
              isPending={view.confirming}
              onPress={confirm}
            >
              {t('verification.confirm')}
            </Button>
          </Inline>
        </Inline>
      </Stack>
    </AppForm>
  );
}
