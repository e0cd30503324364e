import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type SyntheticEvent,
  type ReactNode,
} from 'react';

import { collectErrors, sameErrors, type FormFieldError } from '../Form/collectErrors';
import { ErrorSummary } from '../Form/ErrorSummary';
import * as styles from '../Form/Form.css';

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
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<FormFieldError[]>([]);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    const form = formRef.current;
    if (!form) {
      return;
    }
    let scheduled: ReturnType<typeof setTimeout> | undefined;
    // A refused submit fires `invalid` on each invalid field: no browser bubble (the fields
    // show their messages), and the summary once the fields have rendered them.
    const onInvalid = (event: Event) => {
      event.preventDefault();
      clearTimeout(scheduled);
      scheduled = setTimeout(() => {
        const found = collectErrors(form);
        setErrors(found);
        if (found.length > 0) {
          setFocusRequest((request) => request + 1);
        }
      }, 0);
    };
    // The summary follows what the fields show; an unchanged list keeps the state as it is.
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const fieldChanges = new MutationObserver(() => {
      clearTimeout(refresh);
      refresh = setTimeout(() => {
        setErrors((shown) => {
          if (shown.length === 0) {
            return shown;
          }
          const found = collectErrors(form);
          return sameErrors(shown, found) ? shown : found;
        });
      }, 0);
    });
    fieldChanges.observe(form, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-invalid', 'aria-describedby'],
    });
    form.addEventListener('invalid', onInvalid, true);
    return () => {
      fieldChanges.disconnect();
      clearTimeout(scheduled);
      clearTimeout(refresh);
      form.removeEventListener('invalid', onInvalid, true);
    };
  }, []);

  useLayoutEffect(() => {
    if (focusRequest > 0) {
      summaryRef.current?.focus();
    }
  }, [focusRequest]);

  return (
    <form
      ref={formRef}
      aria-label={props['aria-label']}
      className={styles.form}
      onSubmit={(event) => {
        setErrors([]);
        onSubmit(event);
      }}
    >
      {errors.length > 0 && (
        <ErrorSummary ref={summaryRef} title={errorSummaryTitle} errors={errors} />
      )}
      {children}
    </form>
  );
}
