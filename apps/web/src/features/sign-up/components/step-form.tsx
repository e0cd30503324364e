import { Button, Form, Stack } from '@outlay/design-system';
import type { ReactNode, SyntheticEvent } from 'react';
import { ErrorBanner } from '../../../components/error-banner';
import { useTranslator } from '../../../i18n/intl';
import { serverFieldErrors } from '../lib/field-errors';
import { useSignUp } from '../lib/use-sign-up-actor';

/**
 * A step's form: the server's refusal above the fields (and beside the field it names), the
 * fields, and "Save and continue". What was typed stays: the step's fields own their values.
 */
export function StepForm(props: {
  label: string;
  onSubmit: () => void;
  children: ReactNode;
  submitLabel?: string;
}) {
  const { t } = useTranslator();
  const { view } = useSignUp();
  const failed = view.failure === 'save' ? view.error : null;
  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onSubmit();
  }
  return (
    <Form
      errorSummaryTitle={t('form.errorSummary.title')}
      aria-label={props.label}
      validationErrors={serverFieldErrors(failed)}
      onSubmit={submit}
    >
      <Stack space="large">
        <ErrorBanner error={failed} />
        {props.children}
        <Button type="submit" variant="primary" width="full" isPending={view.busy}>
          {props.submitLabel ?? t('signUp.continue')}
        </Button>
      </Stack>
    </Form>
  );
}
