import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { collectErrors, sameErrors, type FormFieldError } from './collectErrors';
import { ErrorSummary } from './ErrorSummary';

/**
 * The error summary of a form (`Form`, `PlainForm`): a submit the fields refuse lists their
 * messages above them and moves focus there, so it is read first; from then on the list
 * follows what the fields show, and drops the fields put right.
 *
 * Put `formRef` on the form, render `summary` first inside it, and call `clearSummary` when
 * the form is sent. `showSummary` summarises what the fields show now (errors that arrive from
 * the server), `refreshSummary` brings a shown summary up to date.
 */
export function useErrorSummary(title: string) {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const refresh = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [errors, setErrors] = useState<FormFieldError[]>([]);
  const [focusRequest, setFocusRequest] = useState(0);

  const showSummary = useCallback(() => {
    const form = formRef.current;
    if (!form) {
      return;
    }
    const found = collectErrors(form);
    setErrors(found);
    if (found.length > 0) {
      setFocusRequest((request) => request + 1);
    }
  }, []);

  // React renders a field's outcome when it is ready, not at a set time, so the fields' own
  // changes (aria-invalid, their message) are what brings the summary up to date. An unchanged
  // list keeps the state as it is, so the summary's own rendering does not start another round.
  const refreshSummary = useCallback(() => {
    const form = formRef.current;
    if (!form) {
      return;
    }
    clearTimeout(refresh.current);
    refresh.current = setTimeout(() => {
      setErrors((shown) => {
        if (shown.length === 0) {
          return shown;
        }
        const found = collectErrors(form);
        return sameErrors(shown, found) ? shown : found;
      });
    }, 0);
  }, []);

  // A submit that fails the fields' validation fires `invalid` on each field instead of
  // `submit`. Listen in the capture phase, keep the browser (and react-aria) from bubbling or
  // focusing the first field, and build the summary once the fields have rendered their
  // messages.
  useEffect(() => {
    const form = formRef.current;
    if (!form) {
      return;
    }
    let scheduled: ReturnType<typeof setTimeout> | undefined;
    const onInvalid = (event: Event) => {
      event.preventDefault();
      clearTimeout(scheduled);
      scheduled = setTimeout(showSummary, 0);
    };
    const fieldChanges = new MutationObserver(refreshSummary);
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
      clearTimeout(refresh.current);
      form.removeEventListener('invalid', onInvalid, true);
    };
  }, [showSummary, refreshSummary]);

  useLayoutEffect(() => {
    if (focusRequest > 0) {
      summaryRef.current?.focus();
    }
  }, [focusRequest]);

  const clearSummary = useCallback(() => {
    setErrors([]);
  }, []);

  const summary =
    errors.length > 0 ? <ErrorSummary ref={summaryRef} title={title} errors={errors} /> : null;

  return { formRef, summary, showSummary, refreshSummary, clearSummary };
}
