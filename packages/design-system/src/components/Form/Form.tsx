import { useEffect, type ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components/Form';

import * as styles from './Form.css';
import { useErrorSummary } from './useErrorSummary';

const textEntryTypes = new Set(['text', 'email', 'password', 'tel', 'url', 'search', 'number']);

function isTextEntry(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  return (
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && textEntryTypes.has(target.type))
  );
}

export interface FormProps extends Omit<
  AriaFormProps,
  'className' | 'style' | 'children' | 'render'
> {
  /** The heading of the error summary, such as "There is a problem". */
  errorSummaryTitle: string;
  children: ReactNode;
}

/**
 * A form whose failed submit shows an error summary above the fields: the summary lists each
 * field's message as a link to that field, and takes focus so it is read first. Server errors
 * passed as `validationErrors` (by field name) show on the fields and in the summary. Text
 * fields are first validated on submit (not on blur); once a field has shown an error, its
 * message follows the value as it is typed, and the summary drops the fields put right.
 */
export function Form({ errorSummaryTitle, children, validationErrors, ...props }: FormProps) {
  const { formRef, summary, showSummary, refreshSummary, clearSummary } =
    useErrorSummary(errorSummaryTitle);

  // Text fields are checked on submit, not when they lose focus: an error appearing on blur
  // moves the submit button from under the pointer between press and release, and the summary
  // is the one place the errors are listed.
  useEffect(() => {
    const form = formRef.current;
    if (!form) {
      return;
    }
    const commits = new Set<ReturnType<typeof setTimeout>>();
    // The fields that have shown an error: from then on their message follows their value.
    const followed = new WeakSet<EventTarget>();
    const onInvalid = (event: Event) => {
      if (event.target) {
        followed.add(event.target);
      }
    };
    // react-aria commits a field's validation on the native `change` event (fired on blur), so
    // that event stops at the form, except for a field that has shown an error.
    const onChange = (event: Event) => {
      if (isTextEntry(event.target) && !followed.has(event.target)) {
        event.stopPropagation();
      }
    };
    // react-aria keeps a shown message until the next commit, and a submit does not replace
    // one already shown: without this, "required" stays under a filled field, or beside the
    // server's answer once the form is sent. Each keystroke in a followed field commits it,
    // once React has rendered the new value (a commit before that would show the old one).
    const onInput = (event: Event) => {
      const target = event.target;
      if (!isTextEntry(target)) {
        return;
      }
      if (target.getAttribute('aria-invalid') === 'true') {
        followed.add(target);
      }
      if (!followed.has(target)) {
        return;
      }
      // One commit per input event (autofill fills several fields at once); a repeated commit
      // of the same value changes nothing.
      const timer = setTimeout(() => {
        commits.delete(timer);
        target.dispatchEvent(new Event('change'));
        refreshSummary();
      }, 0);
      commits.add(timer);
    };
    form.addEventListener('invalid', onInvalid, true);
    form.addEventListener('change', onChange, true);
    form.addEventListener('input', onInput, true);
    return () => {
      commits.forEach(clearTimeout);
      form.removeEventListener('invalid', onInvalid, true);
      form.removeEventListener('change', onChange, true);
      form.removeEventListener('input', onInput, true);
    };
  }, [formRef, refreshSummary]);

  // Errors from the server arrive after a submit: summarise them once the fields show them.
  useEffect(() => {
    if (!validationErrors || Object.keys(validationErrors).length === 0) {
      return;
    }
    const scheduled = setTimeout(showSummary, 0);
    return () => {
      clearTimeout(scheduled);
    };
  }, [validationErrors, showSummary]);

  return (
    <AriaForm
      {...props}
      ref={formRef}
      validationErrors={validationErrors}
      className={styles.form}
      onSubmit={(event) => {
        clearSummary();
        props.onSubmit?.(event);
      }}
    >
      {summary}
      {children}
    </AriaForm>
  );
}
