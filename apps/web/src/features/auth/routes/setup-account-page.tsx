import { Banner, Button, Form, Link, Stack, Text, TextField } from '@outlay/design-system';
import { setupAccountMachine } from '@outlay/machines/setup-account/setup-account.machine';
import { setupAccountView } from '@outlay/machines/setup-account/setup-account.view';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState, type SyntheticEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import { CodeStep, ResendCode } from '../../../components/code-step/code-step';
import { useCodeSentToast } from '../../../components/code-step/use-code-sent-toast';
import { paths } from '../../../lib/paths';
import { useTranslator } from '../../../i18n/intl';
import { messageOf } from '../../../lib/message-of';
import { apiClient } from '../../../lib/api-client';
import { sameView } from '../../../lib/same-view';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/password-fields';
import { passwordValidationErrors } from '../../../lib/password-problems';
import { emailProblem } from '../validation/email';
import { ErrorBanner } from '../../../components/error-banner';
import { useActorDone } from '../../../lib/use-actor-done';

type SetupAccountActor = ActorRefFrom<typeof setupAccountMachine>;

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
  const view = useSelector(actor, setupAccountView, sameView);
  useCodeSentToast(actor, { resentOnly: true });

  useActorDone(actor, () => {
    navigate(paths.createAccountSuccess, { replace: true });
  });

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
      {view.step === 'password' ? (
        <ChoosePassword actor={actor} view={view} />
      ) : (
        <Form
          errorSummaryTitle={t('form.errorSummary.title')}
          aria-label={t('setupAccount.title')}
          onSubmit={requestCode}
        >
          <Stack space="large">
            <ErrorBanner error={view.error} />
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
            <Button type="submit" variant="primary" width="full" isPending={view.sendingCode}>
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
  view,
}: {
  actor: SetupAccountActor;
  view: ReturnType<typeof setupAccountView>;
}) {
  const { t } = useTranslator();
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { problems } = view;
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
          {view.codeSentEarlier ? t('setupAccount.codeSentEarlier') : t('setupAccount.codeSent')}
        </Banner>
        <CodeStep
          label={t('setupAccount.code')}
          value={code}
          onChange={setCode}
          autoFocus
          problem={view.codeProblem}
          error={view.error && messageOf(view.error, t)}
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
        <Button type="submit" variant="primary" width="full" isPending={view.settingUp}>
          {t('setupAccount.submit')}
        </Button>
        <ResendCode
          resend={view.resend}
          label={t('setupAccount.resend')}
          onPress={() => {
            actor.send({ type: 'resend.requested' });
          }}
        />
      </Stack>
    </Form>
  );
}
