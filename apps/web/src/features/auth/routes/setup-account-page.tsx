import {
  Banner,
  Button,
  Form,
  Link,
  OneTimeCodeField,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { setupAccountMachine } from '@outlay/machines/setup-account/setup-account.machine';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../../lib/paths';
import { useTranslator } from '../../../i18n/intl';
import { messageOf } from '../../../lib/message-of';
import { apiClient } from '../../../lib/api-client';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/password-fields';
import { passwordValidationErrors } from '../../../lib/password-problems';
import { emailProblem } from '../validation/email';

/**
 * `/setup-account?email=` (where `/set-password` leads): an invited user proves the email with
 * an emailed code and chooses a first password, then goes to `/create-account-success`.
 */
export default function SetupAccountPage() {
  const { t } = useTranslator();
  const [, navigate] = useLocation();
  const invitedEmail = new URLSearchParams(useSearch()).get('email') ?? '';
  const actor = useActorRef(setupAccountMachine, {
    input: { client: apiClient, email: invitedEmail },
  });
  const choosing = useSelector(actor, (snapshot) => snapshot.matches('choosingPassword'));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const sending = useSelector(actor, (snapshot) => snapshot.matches('sendingCode'));

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') navigate(paths.createAccountSuccess, { replace: true });
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [actor, navigate]);

  function requestCode(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    actor.send({ type: 'code.requested', email: typeof email === 'string' ? email : invitedEmail });
  }

  return (
    <AuthLayout
      title={t('setupAccount.title')}
      intro={
        <Text tone="muted">
          {invitedEmail
            ? t('setupAccount.intro', { email: invitedEmail })
            : t('setupAccount.introNoEmail')}
        </Text>
      }
    >
      {choosing ? (
        <ChoosePassword actor={actor} />
      ) : (
        <Form
          errorSummaryTitle={t('form.errorSummary.title')}
          aria-label={t('setupAccount.title')}
          onSubmit={requestCode}
        >
          <Stack space="large">
            {error && (
              <Banner tone="danger" announce="assertive">
                {messageOf(error, t)}
              </Banner>
            )}
            <TextField
              name="email"
              type="email"
              label={t('setupAccount.email')}
              autoComplete="username"
              defaultValue={invitedEmail}
              isRequired
              validate={(value) => {
                const problem = emailProblem(value);
                return problem && t(problem);
              }}
            />
            <Button type="submit" variant="primary" width="full" isPending={sending}>
              {t('setupAccount.sendCode')}
            </Button>
            <Link href={paths.home}>{t('recovery.signIn')}</Link>
          </Stack>
        </Form>
      )}
    </AuthLayout>
  );
}

function ChoosePassword({
  actor,
}: {
  actor: ReturnType<typeof useActorRef<typeof setupAccountMachine>>;
}) {
  const { t } = useTranslator();
  const problems = useSelector(actor, (snapshot) => snapshot.context.problems);
  const codeRefused = useSelector(actor, (snapshot) => snapshot.context.codeMissing);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const settingUp = useSelector(actor, (snapshot) =>
    snapshot.matches({ choosingPassword: 'settingUp' }),
  );
  const resending = useSelector(actor, (snapshot) =>
    snapshot.matches({ choosingPassword: 'resending' }),
  );
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const validationErrors = useMemo(() => passwordValidationErrors(problems, t), [problems, t]);

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    actor.send({ type: 'form.submitted', code, newPassword, confirmPassword });
  }

  return (
    <Form
      errorSummaryTitle={t('form.errorSummary.title')}
      aria-label={t('setupAccount.title')}
      validationBehavior="aria"
      validationErrors={validationErrors}
      onSubmit={submit}
    >
      <Stack space="large">
        <Banner tone="info" announce="polite">
          {t('setupAccount.codeSent')}
        </Banner>
        {error && (
          <Banner tone="danger" announce="assertive">
            {messageOf(error, t)}
          </Banner>
        )}
        <OneTimeCodeField
          name="code"
          label={t('setupAccount.code')}
          value={code}
          onChange={setCode}
          isRequired
          autoFocus
          isInvalid={codeRefused}
          errorMessage={codeRefused ? t('verification.codeRequired') : undefined}
        />
        <NewPasswordFields
          newPassword={newPassword}
          confirmPassword={confirmPassword}
          onNewPassword={setNewPassword}
          onConfirmPassword={setConfirmPassword}
          labels={{
            newPassword: 'resetPassword.newPassword',
            confirmPassword: 'resetPassword.confirmPassword',
          }}
        />
        <Button type="submit" variant="primary" width="full" isPending={settingUp}>
          {t('setupAccount.submit')}
        </Button>
        <Button
          variant="quiet"
          isPending={resending}
          onPress={() => {
            actor.send({ type: 'resend.requested' });
          }}
        >
          {t('setupAccount.resend')}
        </Button>
      </Stack>
    </Form>
  );
}
