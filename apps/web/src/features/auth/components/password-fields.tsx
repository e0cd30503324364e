import { PasswordField } from '@outlay/design-system';
import { PASSWORD_MAX_LENGTH, stripSpaces } from '@outlay/machines/change-password/password-rules';
import type { MessageId } from '../../../i18n/catalogs';
import { useTranslator } from '../../../i18n/intl';

/** A new password and its confirmation: spaces stripped as typed, at most 50 characters. */
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
      <PasswordField
        name="newPassword"
        label={t(props.labels.newPassword)}
        description={t('changePassword.newPasswordHint')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={props.newPassword}
        onChange={(value) => {
          props.onNewPassword(stripSpaces(value));
        }}
        isRequired
      />
      <PasswordField
        name="confirmPassword"
        label={t(props.labels.confirmPassword)}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={props.confirmPassword}
        onChange={(value) => {
          props.onConfirmPassword(stripSpaces(value));
        }}
        isRequired
      />
    </>
  );
}
