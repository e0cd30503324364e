import { useState, type SyntheticEvent } from 'react';
import { useTranslator } from '../../i18n/intl';

/** A flow whose machine takes the typed code as `code.submitted` (and judges it). */
interface CodeFlow {
  send: (event: { type: 'code.submitted'; code: string }) => void;
}

/**
 * What a code step's form holds: the code typed so far and the submit that hands it to the
 * flow's machine. Spread `form` on the `Form` and `field` on the `CodeStep`.
 */
export function useCodeForm(flow: CodeFlow) {
  const { t } = useTranslator();
  const [code, setCode] = useState('');
  return {
    form: {
      errorSummaryTitle: t('form.errorSummary.title'),
      onSubmit: (event: SyntheticEvent<HTMLFormElement>) => {
        event.preventDefault();
        flow.send({ type: 'code.submitted', code });
      },
    },
    field: { value: code, onChange: setCode },
  };
}
