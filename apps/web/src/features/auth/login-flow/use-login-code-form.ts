import { useCodeForm } from '@/components/code-step/use-code-form';
import { useTranslator } from '@/i18n/intl';
import { useLoginActor } from './login-flow-context';

/**
 * What every sign-in code form holds (`useCodeForm` on the login machine), its code field
 * labelled as on every sign-in screen. Spread `form` on the `AppForm` and `codeStep` on the
 * `CodeStep`.
 */
export function useLoginCodeForm() {
  const { t } = useTranslator();
  const { form, field } = useCodeForm(useLoginActor());
  return { form, codeStep: { label: t('loginVerify.code'), ...field } };
}
