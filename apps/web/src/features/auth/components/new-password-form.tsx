import { Button, Stack } from '@outlay/design-system';
import type { PasswordProblems } from '@outlay/machines/change-password/password-rules';
import { useMemo, useState, type ReactNode } from 'react';
import { AppForm } from '@/components/app-form';
import {
  NewPasswordFields,
  noNewPassword,
  type NewPassword,
} from '@/components/new-password-fields';
import { useTranslator } from '@/i18n/intl';
import { passwordValidationErrors } from '@/lib/password-problems';

/**
 * A form that ends in choosing a password (a reset, a first password): what it asks first,
 * the new password and its confirmation, the button, and what follows it. The rules' verdicts
 * (`problems`) show on the fields and in the error summary.
 */
export function NewPasswordForm(props: {
  label: string;
  problems: PasswordProblems;
  onSubmit: (password: NewPassword) => void;
  submitLabel: string;
  isPending: boolean;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslator();
  const [password, setPassword] = useState(noNewPassword);
  const { problems } = props;
  const validationErrors = useMemo(() => passwordValidationErrors(problems, t), [problems, t]);

  return (
    <AppForm
      aria-label={props.label}
      validationBehavior="aria"
      validationErrors={validationErrors}
      onSubmit={() => {
        props.onSubmit(password);
      }}
    >
      <Stack space="large">
        {props.children}
        <NewPasswordFields value={password} onChange={setPassword} labels="resetPassword" />
        <Button type="submit" variant="primary" width="full" isPending={props.isPending}>
          {props.submitLabel}
        </Button>
        {props.footer}
      </Stack>
    </AppForm>
  );
}
