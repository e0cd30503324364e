import { Banner, Button, Inline, OneTimeCodeField, Text } from '@outlay/design-system';
import type { CodeProblem } from '@outlay/machines/kernel/code-step';
import type { ResendView } from '@outlay/machines/kernel/code-step.view';
import type { KeyboardEvent } from 'react';
import { useTranslator } from '@/i18n/intl';
import { codeMessageOf, codeProblemMessage } from './code-problem';
import { useResendCountdown } from './use-resend-countdown';

export interface CodeStepProps {
  /** The field's label ("Verification code", "Code from the email", ...). */
  label: string;
  description?: string;
  value: string;
  onChange: (code: string) => void;
  autoFocus?: boolean;
  onKeyDown?: (event: KeyboardEvent) => void;
  onBlur?: () => void;
  /**
   * The flow's machine judged the code (on a submit it took, or a missing code on leaving the
   * field): its verdict shows. Left out, the step judges the code itself when the form is
   * submitted, and the form is not sent until it is right.
   */
  problem?: CodeProblem | null;
  /** A flow's own words for a missing code (sign-up's 'Please enter your code.'). */
  requiredMessage?: string;
  /** The error line: what went wrong last, worded by the screen (`messageOf`). */
  error?: string | null;
  /** Resend, as the flow's view says (left out where no code is sent: an authenticator app). */
  resend?: ResendView & { label: string; onPress: () => void };
}

/**
 * The one-time-code step of every flow: the error line, the code field (checked on submit
 * only, by the code step of `@outlay/machines`, whose rule is `isOneTimeCode` of
 * @outlay/rules) with its message under it and in the form's summary, and Resend, enabled
 * exactly when the flow's machine would take it, with the wait counted down beside it. Put it
 * inside the step's Form; the submit button is the form's.
 */
export function CodeStep(props: CodeStepProps) {
  const { t } = useTranslator();
  const { resend, problem } = props;
  const judged = problem !== undefined;
  return (
    <>
      {props.error && (
        <Banner tone="danger" announce="assertive">
          {props.error}
        </Banner>
      )}
      <OneTimeCodeField
        name="code"
        label={props.label}
        description={props.description}
        value={props.value}
        onChange={props.onChange}
        isRequired
        autoFocus={props.autoFocus}
        onKeyDown={props.onKeyDown}
        onBlur={props.onBlur}
        {...(judged
          ? {
              isInvalid: problem !== null,
              errorMessage: problem
                ? problem === 'required' && props.requiredMessage
                  ? props.requiredMessage
                  : t(codeProblemMessage(problem))
                : undefined,
            }
          : {
              validate: (code: string) => {
                if (code === '' && props.requiredMessage) return props.requiredMessage;
                const message = codeMessageOf(code);
                return message && t(message);
              },
            })}
      />
      {resend && <ResendCode resend={resend} label={resend.label} onPress={resend.onPress} />}
    </>
  );
}

/**
 * Resend of a code step, for screens that place it away from the field: enabled exactly when
 * the machine takes `resend.requested`, the wait counted down beside it; nothing where the
 * step sends no codes.
 */
export function ResendCode(props: { resend: ResendView; label: string; onPress: () => void }) {
  const { t } = useTranslator();
  const { resend } = props;
  const secondsLeft = useResendCountdown(resend.waitId, resend.waitSeconds);
  const waiting = !resend.available && !resend.sending;
  if (!resend.offered) return null;
  return (
    <Inline space="xsmall" alignY="center">
      <Button
        variant="quiet"
        isPending={resend.sending}
        isDisabled={waiting}
        onPress={props.onPress}
      >
        {props.label}
      </Button>
      {waiting && secondsLeft > 0 && (
        <Text tone="muted" size="small">
          {t('codeStep.resendIn', { seconds: secondsLeft })}
        </Text>
      )}
    </Inline>
  );
}
