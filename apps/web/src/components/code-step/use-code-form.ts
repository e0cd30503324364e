import { useState } from 'react';

/** A flow whose machine takes the typed code as `code.submitted` (and judges it). */
interface CodeFlow {
  send: (event: { type: 'code.submitted'; code: string }) => void;
}

/**
 * What a code step's form holds: the code typed so far and the submit that hands it to the
 * flow's machine. Spread `form` on the `AppForm` (or give its `onSubmit` to a `FormDialog`)
 * and `field` on the `CodeStep`.
 */
export function useCodeForm(flow: CodeFlow) {
  const [code, setCode] = useState('');
  return {
    form: {
      onSubmit: () => {
        flow.send({ type: 'code.submitted', code });
      },
    },
    field: { value: code, onChange: setCode },
  };
}
