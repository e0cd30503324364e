import { Banner, Button, Link, Spinner, Stack, Text } from '@outlay/design-system';
import { resetPasswordActors } from '@outlay/machines/reset-password/reset-password.actors';
import { resetPasswordMachine } from '@outlay/machines/reset-password/reset-password.machine';
import { useActorRef, useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { paths } from '@/lib/paths';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { AuthLayout } from '@/components/auth-layout';
import { NewPasswordForm } from '../components/new-password-form';
import { ErrorBanner } from '@/components/error-banner';

const resetPasswordFlow = onAppClient(resetPasswordMachine, resetPasswordActors);

/** `/reset-password?token=`: the link is checked before the form is shown. */
export default function ResetPasswordPage() {
  const { t } = useTranslator();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const actor = useActorRef(resetPasswordFlow, { input: { token } });
  const state = useSelector(actor, (snapshot) =>
    snapshot.status === 'done'
      ? 'done'
      : snapshot.matches('invalid')
        ? 'invalid'
        : snapshot.matches('validating')
          ? 'validating'
          : snapshot.matches('failed')
            ? 'failed'
            : 'editing',
  );

  if (state === 'validating') {
    return (
      <AuthLayout title={t('resetPassword.title')}>
        <Spinner label={t('resetPassword.checking')} />
      </AuthLayout>
    );
  }
  if (state === 'invalid') {
    return (
      <AuthLayout title={t('resetPassword.invalidTitle')}>
        <Stack space="large">
          <Banner tone="danger" announce="assertive">
            {t('resetPassword.expired')}
          </Banner>
          <Link href={paths.forgotPassword}>{t('resetPassword.requestNew')}</Link>
        </Stack>
      </AuthLayout>
    );
  }
  if (state === 'done') {
    return (
      <AuthLayout title={t('resetPassword.doneTitle')}>
        <Link href={paths.home}>{t('resetPassword.signIn')}</Link>
      </AuthLayout>
    );
  }
  return <ResetForm actor={actor} failed={state === 'failed'} />;
}

function ResetForm(props: {
  actor: ReturnType<typeof useActorRef<typeof resetPasswordMachine>>;
  failed: boolean;
}) {
  const { actor, failed } = props;
  const { t } = useTranslator();
  const email = useSelector(actor, (snapshot) => snapshot.context.email);
  const problems = useSelector(actor, (snapshot) => snapshot.context.problems);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));

  return (
    <AuthLayout
      title={t('resetPassword.title')}
      intro={email ? <Text tone="muted">{t('resetPassword.intro', { email })}</Text> : undefined}
    >
      {failed ? (
        <Stack space="large">
          <ErrorBanner error={error} />
          <Button
            variant="primary"
            onPress={() => {
              actor.send({ type: 'retry.requested' });
            }}
          >
            {t('verification.retry')}
          </Button>
        </Stack>
      ) : (
        <NewPasswordForm
          label={t('resetPassword.title')}
          problems={problems}
          onSubmit={(password) => {
            actor.send({ type: 'form.submitted', ...password });
          }}
          submitLabel={t('resetPassword.submit')}
          isPending={busy}
        >
          <ErrorBanner error={error} />
        </NewPasswordForm>
      )}
    </AuthLayout>
  );
}
