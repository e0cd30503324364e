import { Button, Inline, PasswordField, Stack } from '@outlay/design-system';
import type { changePasswordMachine } from '@outlay/machines/change-password/change-password.machine';
import { changePasswordView } from '@outlay/machines/change-password/change-password.view';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { AppForm } from '@/components/app-form';
import { ErrorBanner } from '@/components/error-banner';
import { NewPasswordFields, noNewPassword } from '@/components/new-password-fields';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import { useVerification } from '@/lib/verification';
import { passwordValidationErrors } from '@/lib/password-problems';
import { sameView } from '@/lib/same-view';

export type ChangePasswordActor = ActorRefFrom<typeof changePasswordMachine>;

/**
 * The Change Password form (spec part 1 §3.6, §5). Spaces are stripped from the new and
 * confirm fields as they are typed; the rules are checked on submit; only when all pass does
 * the verification dialog open, and its action code goes to the machine.
 */
export function ChangePasswordForm({ actor }: { actor: ChangePasswordActor }) {
  const { t } = useTranslator();
  const { verify } = useVerification();
  const { problems, error, errorField, forced, verifying, busy } = useSelector(
    actor,
    changePasswordView,
    sameView,
  );
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState(noNewPassword);

  useEffect(() => {
    if (!verifying) return;
    let current = true;
    void verify({ actionType: 'CHANGE_PASSWORD' }).then((actionCode) => {
      if (!current) return;
      actor.send(
        actionCode
          ? { type: 'verification.succeeded', actionCode }
          : { type: 'verification.cancelled' },
      );
    });
    return () => {
      current = false;
    };
  }, [actor, verify, verifying]);

  // A new object only when the machine's verdict changes: the form summarises (and focuses)
  // the errors each time it receives new ones.
  const validationErrors = useMemo(() => {
    const errors = passwordValidationErrors(problems, t);
    if (error && errorField) errors[errorField] = messageOf(error, t);
    return errors;
  }, [problems, error, errorField, t]);

  function submit() {
    actor.send({ type: 'form.submitted', oldPassword, ...password });
  }

  return (
    <AppForm
      aria-label={t('changePassword.title')}
      validationErrors={validationErrors}
      validationBehavior="aria"
      onSubmit={submit}
    >
      <Stack space="large">
        {/* A refusal about one field shows on that field instead. */}
        <ErrorBanner error={errorField ? null : error} />
        <PasswordField
          name="oldPassword"
          label={t('changePassword.oldPassword')}
          autoComplete="current-password"
          value={oldPassword}
          onChange={setOldPassword}
          isRequired
        />
        <NewPasswordFields value={password} onChange={setPassword} labels="changePassword" />
        <Inline space="small" align="right">
          {!forced && (
            <Button
              variant="secondary"
              onPress={() => {
                actor.send({ type: 'change.cancelled' });
              }}
            >
              {t('changePassword.cancel')}
            </Button>
          )}
          <Button type="submit" variant="primary" isPending={busy || verifying}>
            {t('changePassword.submit')}
          </Button>
        </Inline>
      </Stack>
    </AppForm>
  );
}
