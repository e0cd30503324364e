import { Button, Inline, OneTimeCodeField, Text } from '@outlay/design-system';
import type { ResendView } from '@outlay/machines/kernel/code-step.view';
import type { KeyboardEvent } from 'react';
import { useTranslator } from '../../i18n/intl';
import { codeProblemOf } from './code-problem';
import { useResendCountdown } from './use-resend-countdown';

export interface CodeStepProps {
  /** The field's label ("Verification code", "Code from the email", ...). */
  label: string;
  description?: string;
  value: string;
  onChange: (code: string) => void;
  autoFocus?: boolean;
  onKeyDown?: (event: KeyboardEvent) => void;
  /** Resend, as the flow's view says (left out where no code is sent: an authenticator app). */
  resend?: ResendView & { label: string; onPress: () => void };
}

/**
 * The one-time-code step of every flow: the code field, checked on submit only (required,
 * six digits: `isOneTimeCode` of @outlay/rules) with its message under it and in the form's
 * summary, and Resend, enabled exactly when the flow's machine would take it, with the wait
 * counted down beside it. Put it inside the step's Form; the submit button is the form's.
 */
export function CodeStep(props: CodeStepProps) {
  const { t } = useTranslator();
  const { resend } = props;
  return (
    <>
      <OneTimeCodeField
        name="code"
        label={props.label}
        description={props.description}
        value={props.value}
        onChange={props.onChange}
        isRequired
        autoFocus={props.autoFocus}
        onKeyDown={props.onKeyDown}
        validate={(code) => {
          const problem = codeProblemOf(code);
          return problem && t(problem);
        }}
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
