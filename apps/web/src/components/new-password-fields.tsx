import { PasswordField } from '@outlay/design-system';
import { PASSWORD_MAX_LENGTH, stripSpaces } from '@outlay/rules';
import type { MessageId } from '../i18n/catalogs';
import { useTranslator } from '../i18n/intl';

/**
 * A new password and its confirmation (a change, a reset, a first password): spaces stripped
 * as typed, at most 50 characters; the rules are judged on submit.
 */
export function NewPasswordFields(props: {
  newPassword: string;
  confirmPassword: string;
  onNewPassword: (value: string) => void;
  onConfirmPassword: (value: string) => void;
  labels: { newPassword: MessageId; confirmPassword: MessageId };
}) {
  const { t } = useTranslator();
  return (
    <>
      <NewPasswordField
        name="newPassword"
        label={t(props.labels.newPassword)}
        description={t('changePassword.newPasswordHint')}
        value={props.newPassword}
        onChange={props.onNewPassword}
      />
      <NewPasswordField
        name="confirmPassword"
        label={t(props.labels.confirmPassword)}
        value={props.confirmPassword}
        onChange={props.onConfirmPassword}
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
