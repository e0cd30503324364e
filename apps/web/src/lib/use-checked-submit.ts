import { useState } from 'react';

/** What is wrong with each field, by its name, in the user's words. */
export type FieldProblems = Record<string, string>;

/**
 * A form whose submit judges its own fields (rules the browser cannot check, such as a bank
 * number's digits or a consent): the problems found show on the fields and in the error
 * summary, and `send` runs only when there are none. Spread `form` on the `AppForm` or the
 * `FormDialog`.
 */
export function useCheckedSubmit(check: () => FieldProblems, send: () => void) {
  const [problems, setProblems] = useState<FieldProblems>({});
  return {
    form: {
      validationErrors: problems,
      validationBehavior: 'aria' as const,
      onSubmit: () => {
        const found = check();
        setProblems(found);
        if (Object.keys(found).length === 0) send();
      },
    },
    /** Forgets the last verdict: the fields it judged are gone. */
    clearProblems: () => {
      setProblems({});
    },
  };
}
