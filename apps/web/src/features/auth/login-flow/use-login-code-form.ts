import { useState, type SyntheticEvent } from 'react';
import { useTranslator } from '../../../i18n/intl';
import { useLoginActor } from './login-flow-context';

/**
 * What every sign-in code form holds: the code typed so far (for its `CodeStep`) and the submit
 * that hands it to the login machine, which judges it. Spread `form` on the `Form` and
 * `codeStep` on the `CodeStep`.
 */
export function useLoginCodeForm() {
  const { t } = useTranslator();
  const actor = useLoginActor();
  const [code, setCode] = useState('');
  return {
    form: {
      errorSummaryTitle: t('form.errorSummary.title'),
      onSubmit(event: SyntheticEvent<HTMLFormElement>) {
        event.preventDefault();
        actor.send({ type: 'code.submitted', code });
      },
    },
    codeStep: { label: t('loginVerify.code'), value: code, onChange: setCode },
  };
}
