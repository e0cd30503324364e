import { Banner, Button, Link, Stack, Text, TextField } from '@outlay/design-system';
import { forgotPasswordActors } from '@outlay/machines/forgot-password/forgot-password.actors';
import { forgotPasswordMachine } from '@outlay/machines/forgot-password/forgot-password.machine';
import { useActorRef, useSelector } from '@xstate/react';
import type { SyntheticEvent } from 'react';
import { paths } from '@/lib/paths';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { AuthLayout } from '@/components/auth-layout';
import { useSignInEmailField } from '../validation/email';
import { ErrorBanner } from '@/components/error-banner';
import { AppForm } from '@/components/app-form';

const forgotPasswordFlow = onAppClient(forgotPasswordMachine, forgotPasswordActors);

/** `/forgot-password`: the same answer whatever the email; the link goes to the inbox. */
export default function ForgotPasswordPage() {
  const { t } = useTranslator();
  const emailField = useSignInEmailField();
  const actor = useActorRef(forgotPasswordFlow);
  const sent = useSelector(actor, (snapshot) => snapshot.matches('sent'));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    const email = new FormData(event.currentTarget).get('email');
    actor.send({ type: 'email.submitted', email: typeof email === 'string' ? email : '' });
  }

  if (sent) {
    return (
      <AuthLayout title={t('forgotPassword.sentTitle')}>
        <Stack space="large">
          {/* A success text, so the web catalog's words (apps/web/README.md, "Texts"). */}
          <Banner tone="success" announce="polite">
            {t('forgotPassword.sent')}
          </Banner>
          <Link href={paths.home}>{t('forgotPassword.back')}</Link>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('forgotPassword.title')}
      intro={<Text tone="muted">{t('forgotPassword.intro')}</Text>}
    >
      <AppForm aria-label={t('forgotPassword.title')} onSubmit={submit}>
        <Stack space="large">
          <ErrorBanner error={error} />
          <TextField {...emailField} label={t('forgotPassword.email')} />
          <Button type="submit" variant="primary" width="full" isPending={busy}>
            {t('forgotPassword.submit')}
          </Button>
          <Link href={paths.home}>{t('forgotPassword.back')}</Link>
        </Stack>
      </AppForm>
    </AuthLayout>
  );
}
