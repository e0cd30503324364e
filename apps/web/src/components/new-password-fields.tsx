import { PasswordField } from '@outlay/design-system';
import { PASSWORD_MAX_LENGTH, stripSpaces } from '@outlay/rules';
import { useTranslator } from '@/i18n/intl';

export interface NewPassword {
  newPassword: string;
  confirmPassword: string;
}

export const noNewPassword: NewPassword = { newPassword: '', confirmPassword: '' };

/**
 * A new password and its confirmation (a change, a reset, a first password): spaces stripped
 * as typed, at most 50 characters; the rules are judged on submit.
 */
export function NewPasswordFields(props: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  /** Whose words label the fields: a change's ("New Password") or a reset's. */
  labels: 'changePassword' | 'resetPassword';
}) {
  const { t } = useTranslator();
  const { value, onChange } = props;
  return (
    <>
      <NewPasswordField
        name="newPassword"
        label={t(`${props.labels}.newPassword`)}
        description={t('changePassword.newPasswordHint')}
        value={value.newPassword}
        onChange={(newPassword) => {
          onChange({ ...value, newPassword });
        }}
      />
      <NewPasswordField
        name="confirmPassword"
        label={t(`${props.labels}.confirmPassword`)}
        value={value.confirmPassword}
        onChange={(confirmPassword) => {
          onChange({ ...value, confirmPassword });
        }}
      />
    </>
  );
}

function NewPasswordField(props: {
  name: 'newPassword' | 'confirmPassword';
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <PasswordField
      {...props}
      autoComplete="new-password"
      maxLength={PASSWORD_MAX_LENGTH}
      onChange={(value) => {
        props.onChange(stripSpaces(value));
      }}
      isRequired
    />
  );
}
