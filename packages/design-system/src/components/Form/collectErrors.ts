export interface FormFieldError {
  /** The id of the control, the target of the summary's link. */
  id: string;
  name: string;
  message: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: Element): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/** The message a field shows under itself, or the browser's validation message. */
function visibleMessage(control: Control): string {
  const describedBy = control.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  for (const id of describedBy) {
    const element = id ? document.getElementById(id) : null;
    if (element?.hasAttribute('data-field-error')) {
      const text = element.textContent.trim();
      if (text) {
        return text;
      }
    }
  }
  return control.validationMessage;
}

/** The invalid fields of a form in document order, one entry per field name. */
export function collectErrors(form: HTMLFormElement): FormFieldError[] {
  const errors: FormFieldError[] = [];
  const seen = new Set<string>();
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || element.disabled || element.type === 'hidden') {
      continue;
    }
    const isInvalid = !element.validity.valid || element.getAttribute('aria-invalid') === 'true';
    if (!isInvalid) {
      continue;
    }
    const key = element.name || element.id;
    if (!key || seen.has(key)) {
      continue;
    }
    seen.add(key);
    const message = visibleMessage(element);
    if (message && element.id) {
      errors.push({ id: element.id, name: element.name, message });
    }
  }
  return errors;
}

/** Whether two summaries list the same messages for the same fields, in the same order. */
export function sameErrors(a: readonly FormFieldError[], b: readonly FormFieldError[]): boolean {
  return (
    a.length === b.length &&
    a.every((error, index) => {
      const other = b[index];
      return other !== undefined && other.id === error.id && other.message === error.message;
    })
  );
}
