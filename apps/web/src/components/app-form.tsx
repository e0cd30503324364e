import { Form, type FormProps } from '@outlay/design-system';
import type { SyntheticEvent } from 'react';
import { useTranslator } from '@/i18n/intl';

export interface AppFormProps extends Omit<FormProps, 'errorSummaryTitle' | 'onSubmit'> {
  /** Names the form for assistive technology. */
  'aria-label': string;
  /** The fields passed the browser's checks; the page stays where it is. */
  onSubmit?: (event: SyntheticEvent<HTMLFormElement>) => void;
  /** The error summary's heading. @default the common "Please fix the following:" */
  errorSummaryTitle?: string;
}

/**
 * A form of the app: the design system's `Form`, whose error summary carries the app's one
 * heading, and whose submit never leaves the page (the browser's own submit is prevented).
 */
export function AppForm({ onSubmit, errorSummaryTitle, ...props }: AppFormProps) {
  const { t } = useTranslator();
  return (
    <Form
      {...props}
      errorSummaryTitle={errorSummaryTitle ?? t('form.errorSummary.title')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(event);
      }}
    />
  );
}
