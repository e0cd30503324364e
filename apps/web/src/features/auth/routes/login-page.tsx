import {
  Banner,
  Button,
  Form,
  Link,
  PasswordField,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { NEW_DEVICE_STATUS } from '@outlay/api-client';
import { useSelector } from '@xstate/react';
import type { SyntheticEvent } from 'react';
import { paths } from '../../../lib/paths';
import { useTranslator } from '../../../i18n/intl';
import { messageOf } from '../../../lib/message-of';
import { AuthLayout } from '../components/auth-layout';
import { useLoginActor } from '../login-flow/login-flow-context';
import { emailProblem } from '../validation/email';

/** `/` (and `/login`): email and password. */
export default function LoginPage() {
  const { t } = useTranslator();
  const actor = useLoginActor();
  const email = useSelector(actor, (snapshot) => snapshot.context.email);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  // A new device where the company allows only trusted ones: the approval link is in the
  // user's email; once it is opened, Sign in again (the form keeps what was typed) gets in.
  const newDevice = error?.status === NEW_DEVICE_STATUS;

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    actor.send({
      type: 'credentials.submitted',
      email: textOf(data, 'email'),
      password: textOf(data, 'password'),
    });
  }

  return (
    <AuthLayout title={t('login.title')} intro={<Text tone="muted">{t('login.subtitle')}</Text>}>
      <Form
        errorSummaryTitle={t('form.errorSummary.title')}
        onSubmit={submit}
        aria-label={t('login.title')}
      >
        <Stack space="large">
          {error && !newDevice && (
            <Banner tone="danger" announce="assertive">
              {messageOf(error, t)}
            </Banner>
          )}
          {error && newDevice && (
            <Banner tone="danger" announce="assertive">
              <Stack space="small">
                <Text>{messageOf(error, t)}</Text>
                <Text>{t('login.newDevice.approvalSent')}</Text>
              </Stack>
            </Banner>
          )}
          <TextField
            name="email"
            type="email"
            label={t('login.email')}
            autoComplete="username"
            defaultValue={email}
            isRequired
            validate={(value) => {
              const problem = emailProblem(value);
              return problem && t(problem);
            }}
          />
          <PasswordField
            name="password"
            label={t('login.password')}
            autoComplete="current-password"
            isRequired
            validate={(value) => (value === '' ? t('login.errors.passwordRequired') : null)}
          />
          <Button type="submit" variant="primary" width="full" isPending={busy}>
            {t('login.submit')}
          </Button>
          <Link href={paths.forgotPassword}>{t('login.forgotPassword')}</Link>
          <Link href={paths.signUp}>{t('login.applyForAccount')}</Link>
        </Stack>
      </Form>
    </AuthLayout>
  );
}

function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
