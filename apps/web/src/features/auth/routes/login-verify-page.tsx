import { Banner, Button, Form, Inline, OneTimeCodeField, Stack, Text } from '@outlay/design-system';
import { useSelector } from '@xstate/react';
import { useState, type SyntheticEvent } from 'react';
import { useTranslator } from '../../../i18n/intl';
import { messageOf } from '../../../lib/message-of';
import { AuthLayout } from '../components/auth-layout';
import { useLoginActor } from '../login-flow/login-flow-context';
import { codeProblem } from '../validation/code';

/** `/login-verify`: the six-digit code from the email or the authenticator app. */
export default function LoginVerifyPage() {
  const { t } = useTranslator();
  const actor = useLoginActor();
  const method = useSelector(actor, (snapshot) => snapshot.context.method);
  const email = useSelector(actor, (snapshot) => snapshot.context.challenge?.email ?? '');
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const verifying = useSelector(actor, (snapshot) =>
    snapshot.matches({ enteringCode: 'verifying' }),
  );
  const resending = useSelector(actor, (snapshot) =>
    snapshot.matches({ enteringCode: 'resending' }),
  );
  const [code, setCode] = useState('');

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    actor.send({ type: 'code.submitted', code });
  }

  return (
    <AuthLayout
      title={t('loginVerify.title')}
      intro={
        <Text tone="muted">
          {method === 'EMAIL'
            ? t('loginVerify.emailHint', { email })
            : t('loginVerify.authAppHint')}
        </Text>
      }
    >
      <Form
        errorSummaryTitle={t('form.errorSummary.title')}
        onSubmit={submit}
        aria-label={t('loginVerify.title')}
      >
        <Stack space="large">
          {error && (
            <Banner tone="danger" announce="assertive">
              {messageOf(error, t)}
            </Banner>
          )}
          <OneTimeCodeField
            name="code"
            label={t('loginVerify.code')}
            value={code}
            onChange={setCode}
            isRequired
            autoFocus
            validate={(value) => {
              const problem = codeProblem(value);
              return problem && t(problem);
            }}
          />
          <Button type="submit" variant="primary" width="full" isPending={verifying}>
            {t('loginVerify.submit')}
          </Button>
          <Inline space="medium" align="spaceBetween">
            {method === 'EMAIL' && (
              <Button
                variant="quiet"
                isPending={resending}
                onPress={() => {
                  actor.send({ type: 'resend.requested' });
                }}
              >
                {t('loginVerify.resend')}
              </Button>
            )}
            <Button
              variant="quiet"
              onPress={() => {
                actor.send({ type: 'method.changeRequested' });
              }}
            >
              {t('loginVerify.otherMethod')}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </AuthLayout>
  );
}
