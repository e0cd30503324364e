import { Button, Heading, Stack, type HeadingProps } from '@outlay/design-system';
import type { ReactNode } from 'react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { serverFieldErrors } from '../lib/field-errors';
import { useSignUp } from '../lib/use-sign-up-actor';

type SignUpFailure = NonNullable<ReturnType<typeof useSignUp>['view']['failure']>;

export interface SignUpFormProps {
  /** Names the form; with `heading`, it is also the heading shown above it. */
  label: string;
  heading?: Pick<HeadingProps, 'level' | 'size'>;
  intro?: ReactNode;
  /** The flow's refusal this form shows: above the fields, and beside the field it names. */
  failure?: SignUpFailure;
  onSubmit: () => void;
  submitLabel: string;
  /** A form inside a step (an account added, SAT credentials saved): not the step's own action. */
  secondary?: boolean;
  /** @default the flow is saving */
  isPending?: boolean;
  /** @default 'large' */
  space?: 'medium' | 'large';
  children: ReactNode;
}

/**
 * A form of the sign-up: its heading and intro, the server's refusal, the fields, and the
 * button that sends it. What was typed stays: the fields own their values.
 */
export function SignUpForm(props: SignUpFormProps) {
  const { view } = useSignUp();
  const failed = props.failure !== undefined && view.failure === props.failure ? view.error : null;
  return (
    <AppForm
      aria-label={props.label}
      validationErrors={serverFieldErrors(failed)}
      onSubmit={props.onSubmit}
    >
      <Stack space={props.space ?? 'large'}>
        {props.heading && <Heading {...props.heading}>{props.label}</Heading>}
        {props.intro}
        <ErrorBanner error={failed} />
        {props.children}
        <Button
          type="submit"
          variant={props.secondary ? 'secondary' : 'primary'}
          width={props.secondary ? undefined : 'full'}
          isPending={props.isPending ?? view.busy}
        >
          {props.submitLabel}
        </Button>
      </Stack>
    </AppForm>
  );
}

/** A step's form: "Save and continue" sends the step, and a refused save shows here. */
export function StepForm(props: { label: string; onSubmit: () => void; children: ReactNode }) {
  const { t } = useTranslator();
  return <SignUpForm {...props} failure="save" submitLabel={t('signUp.continue')} />;
}
