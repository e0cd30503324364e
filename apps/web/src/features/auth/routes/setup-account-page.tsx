import { ApiError } from '@outlay/api-client';
import { Banner, Button, Link, Stack, Text, TextField } from '@outlay/design-system';
import { setupAccountActors } from '@outlay/machines/setup-account/setup-account.actors';
import { setupAccountMachine } from '@outlay/machines/setup-account/setup-account.machine';
import { setupAccountView } from '@outlay/machines/setup-account/setup-account.view';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type SyntheticEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import { CodeStep, ResendCode } from '@/components/code-step/code-step';
import { useCodeSentToast } from '@/components/code-step/use-code-sent-toast';
import { paths } from '@/lib/paths';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { AuthLayout } from '@/components/auth-layout';
import { NewPasswordForm } from '../components/new-password-form';
import { useSignInEmailField } from '../validation/email';
import { ErrorBanner } from '@/components/error-banner';
import { AppForm } from '@/components/app-form';
import { PageLoading } from '@/components/page-loading';
import { useInviteValidity } from '../api/invite-validity';
import { useActorDone } from '@/lib/use-actor-done';

const setupAccountFlow = onAppClient(setupAccountMachine, setupAccountActors);

type SetupAccountActor = ActorRefFrom<typeof setupAccountMachine>;

/**
 * `/setup-account?email=&token=` (where `/set-password` leads): the invitation link is checked
 * first, and an expired or used one says so and what to do, before anything is typed. Then the
 * invited user proves the email with an emailed code and chooses a first password, and goes to
 * `/create-account-success`.
 */
export default function SetupAccountPage() {
  const { t } = useTranslator();
  const params = new URLSearchParams(useSearch());
  const invitedEmail = params.get('email') ?? '';
  const validity = useInviteValidity(invitedEmail, params.get('token'));
  if (validity.isLoading) {
    return (
      <AuthLayout title={t('setupAccount.title')}>
        <PageLoading />
      </AuthLayout>
    );
  }
  // A link altered on its way (its token refused as malformed) is as unusable as an old one.
  const malformed = validity.error instanceof ApiError && validity.error.status === 400;
  if (validity.data === 'EXPIRED' || malformed) return <InvitationNotUsable state="EXPIRED" />;
  if (validity.data === 'COMPLETED') return <InvitationNotUsable state="COMPLETED" />;
  // Any other failure (offline, too many requests) is shown; the code step still proves the
  // address, so the form stays usable.
  return <SetupAccount invitedEmail={invitedEmail} validityError={validity.error} />;
}

/** The link no longer holds: why, and the way on (a new invitation, or signing in). */
function InvitationNotUsable({ state }: { state: 'EXPIRED' | 'COMPLETED' }) {
  const { t } = useTranslator();
  return (
    <AuthLayout title={t('setupAccount.title')}>
      <Stack space="large">
        {state === 'EXPIRED' ? (
          <Banner tone="danger" announce="assertive" title={t('setupAccount.linkExpired')}>
            {t('setupAccount.linkExpiredHelp')}
          </Banner>
        ) : (
          <Banner tone="info" announce="polite" title={t('setupAccount.linkUsed')}>
            {t('setupAccount.linkUsedHelp')}
          </Banner>
        )}
        <Link href={paths.home}>{t('recovery.signIn')}</Link>
        {state === 'COMPLETED' && (
          <Link href={paths.forgotPassword}>{t('setupAccount.forgotPassword')}</Link>
        )}
      </Stack>
    </AuthLayout>
  );
}

function SetupAccount({
  invitedEmail,
  validityError,
}: {
  invitedEmail: string;
  validityError: unknown;
}) {
  const { t } = useTranslator();
  const [, navigate] = useLocation();
  const emailField = useSignInEmailField();
  const actor = useActorRef(setupAccountFlow, {
    input: { email: invitedEmail },
  });
  const view = useSelector(actor, setupAccountView, sameView);
  useCodeSentToast(actor, { resentOnly: true });

  useActorDone(actor, () => {
    navigate(paths.createAccountSuccess, { replace: true });
  });

  function requestCode(event: SyntheticEvent<HTMLFormElement>) {
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
        <AppForm aria-label={t('setupAccount.title')} onSubmit={requestCode}>
          <Stack space="large">
            <ErrorBanner error={view.error ?? validityError} />
            <TextField
              {...emailField}
              label={t('setupAccount.email')}
              defaultValue={invitedEmail}
            />
            <Button type="submit" variant="primary" width="full" isPending={view.sendingCode}>
              {t('setupAccount.sendCode')}
            </Button>
            <Link href={paths.home}>{t('recovery.signIn')}</Link>
          </Stack>
        </AppForm>
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

  return (
    <NewPasswordForm
      label={t('setupAccount.title')}
      problems={view.problems}
      onSubmit={(password) => {
        actor.send({ type: 'form.submitted', code, ...password });
      }}
      submitLabel={t('setupAccount.submit')}
      isPending={view.settingUp}
      footer={
        <ResendCode
          resend={view.resend}
          label={t('setupAccount.resend')}
          onPress={() => {
            actor.send({ type: 'resend.requested' });
          }}
        />
      }
    >
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
    </NewPasswordForm>
  );
}
