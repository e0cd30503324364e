import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';

/** What a plain field takes besides its look: the same names as `TextField`'s. */
export interface PlainFieldProps {
  /** The visible label. */
  label: string;
  /** Help text under the input, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown when the value is missing or malformed and `validate` has nothing more specific. */
  errorMessage?: string;
  /** A problem with the value, in words, or null when there is none. */
  validate?: (value: string) => string | null | undefined;
  id?: string;
  name?: string;
  defaultValue?: string;
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** The message an invalid input shows: the specific one from `validate`, else the field's. */
function messageOf(input: HTMLInputElement, errorMessage: string | undefined): string | null {
  if (input.validity.valid) {
    return null;
  }
  if (input.validity.customError) {
    return input.validationMessage;
  }
  return errorMessage ?? input.validationMessage;
}

/**
 * A text input checked by the browser's own constraint validation, as react-aria's fields are
 * in a `Form`: `validate` sets the input's custom validity, the browser refuses the submit and
 * fires `invalid`, and then the field shows its message (ids wired for `aria-describedby`, so
 * the form's error summary finds it). Once shown, the message follows the value as it is typed.
 */
export function usePlainField({ id, validate, errorMessage, description }: PlainFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState<string | null>(null);
  const followed = useRef(false);

  // Every render: `validate` may speak another language, or judge against other values now.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input) {
      input.setCustomValidity(validate?.(input.value) ?? '');
    }
  });

  const describedBy = [description ? descriptionId : '', shown ? errorId : '']
    .filter(Boolean)
    .join(' ');

  return {
    inputId,
    descriptionId,
    errorId,
    shown,
    inputProps: {
      ref: inputRef,
      id: inputId,
      'aria-invalid': shown ? true : undefined,
      'aria-describedby': describedBy || undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const input = event.currentTarget;
        input.setCustomValidity(validate?.(input.value) ?? '');
        if (followed.current) {
          setShown(messageOf(input, errorMessage));
        }
      },
      onInvalid: (event: SyntheticEvent<HTMLInputElement>) => {
        followed.current = true;
        setShown(messageOf(event.currentTarget, errorMessage));
      },
    },
  };
}
