import {
  Banner,
  Button,
  Form,
  Inline,
  OneTimeCodeField,
  Spinner,
  Stack,
  Text,
} from '@outlay/design-system';
import { useSelector } from '@xstate/react';
import { useState, type SyntheticEvent } from 'react';
import { useTranslator } from '../../../i18n/intl';
import { messageOf } from '../../../lib/message-of';
import { AuthLayout } from '../components/auth-layout';
import { QrCode } from '../../../components/qr-code';
import { useLoginActor } from '../login-flow/login-flow-context';
import { codeProblem } from '../validation/code';

/** `/login-auth`: set up an authenticator app (QR code and key), then confirm with a code. */
export default function LoginAuthPage() {
  const { t } = useTranslator();
  const actor = useLoginActor();
  const authenticator = useSelector(actor, (snapshot) => snapshot.context.authenticator);
  const loading = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches({ settingUpAuthenticator: 'loadingSecret' }) ||
      snapshot.matches({ settingUpAuthenticator: 'sendingEmailCode' }),
  );
  const provingEmail = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches({ settingUpAuthenticator: 'provingEmail' }) ||
      snapshot.matches({ settingUpAuthenticator: 'resendingEmailCode' }),
  );
  const confirming = useSelector(actor, (snapshot) =>
    snapshot.matches({ settingUpAuthenticator: 'confirming' }),
  );
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const [code, setCode] = useState('');

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    actor.send({ type: 'code.submitted', code });
  }

  if (provingEmail) return <EmailProof />;

  return (
    <AuthLayout title={t('loginAuth.title')}>
      {loading || !authenticator ? (
        <Spinner label={t('loginAuth.loading')} />
      ) : (
        <Form
          errorSummaryTitle={t('form.errorSummary.title')}
          onSubmit={submit}
          aria-label={t('loginAuth.title')}
        >
          <Stack space="large">
            {error && (
              <Banner tone="danger" announce="assertive">
                {messageOf(error, t)}
              </Banner>
            )}
            <Text>{t('loginAuth.scan')}</Text>
            <QrCode svg={authenticator.qrCodeSvg} label={t('loginAuth.qrLabel')} />
            <Stack space="xsmall">
              <Text tone="muted">{t('loginAuth.manual')}</Text>
              <Text weight="strong" tabularNumbers>
                {authenticator.secret.replace(/(.{4})/g, '$1 ').trim()}
              </Text>
            </Stack>
            <OneTimeCodeField
              name="code"
              label={t('loginVerify.code')}
              description={t('loginAuth.enterCode')}
              value={code}
              onChange={setCode}
              isRequired
              validate={(value) => {
                const problem = codeProblem(value);
                return problem && t(problem);
              }}
            />
            <Button type="submit" variant="primary" width="full" isPending={confirming}>
              {t('loginAuth.submit')}
            </Button>
            <Button
              variant="quiet"
              onPress={() => {
                actor.send({ type: 'method.changeRequested' });
              }}
            >
              {t('loginVerify.otherMethod')}
            </Button>
          </Stack>
        </Form>
      )}
    </AuthLayout>
  );
}

/**
 * The password alone must not add an authenticator app: the code emailed to the user comes
 * first, then the QR code.
 */
function EmailProof() {
  const { t } = useTranslator();
  const actor = useLoginActor();
  const email = useSelector(actor, (snapshot) => snapshot.context.challenge?.email ?? '');
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const resending = useSelector(actor, (snapshot) =>
    snapshot.matches({ settingUpAuthenticator: 'resendingEmailCode' }),
  );
  const [code, setCode] = useState('');

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    actor.send({ type: 'code.submitted', code });
  }

  return (
    <AuthLayout
      title={t('loginAuth.title')}
      intro={<Text tone="muted">{t('loginAuth.emailFirst', { email })}</Text>}
    >
      <Form
        errorSummaryTitle={t('form.errorSummary.title')}
        onSubmit={submit}
        aria-label={t('loginAuth.title')}
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
          <Button type="submit" variant="primary" width="full">
            {t('loginAuth.continue')}
          </Button>
          <Inline space="medium" align="spaceBetween">
            <Button
              variant="quiet"
              isPending={resending}
              onPress={() => {
                actor.send({ type: 'resend.requested' });
              }}
            >
              {t('loginVerify.resend')}
            </Button>
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
