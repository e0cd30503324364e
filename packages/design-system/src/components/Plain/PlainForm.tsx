import type { ReactNode, SyntheticEvent } from 'react';

import * as styles from '../Form/Form.css';
import { useErrorSummary } from '../Form/useErrorSummary';

export interface PlainFormProps {
  /** The heading of the error summary, such as "There is a problem". */
  errorSummaryTitle: string;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * `Form` for the plain fields (`PlainTextField`, `PlainPasswordField`), on the screens that
 * must paint before react-aria loads: the browser checks the fields on submit, and a failed
 * submit shows the same error summary, which takes focus; the summary follows the fields as
 * they are put right. It has no `validationErrors`: these screens show the server's answer in
 * a banner.
 */
export function PlainForm({ errorSummaryTitle, onSubmit, children, ...props }: PlainFormProps) {
  const { formRef, summary, clearSummary } = useErrorSummary(errorSummaryTitle);
  return (
    <form
      ref={formRef}
      aria-label={props['aria-label']}
      className={styles.form}
      onSubmit={(event) => {
        clearSummary();
        onSubmit(event);
      }}
    >
      {summary}
      {children}
    </form>
  );
}
