import {
  Banner,
  Button,
  Form,
  OneTimeCodeField,
  Spinner,
  Stack,
  Text,
} from '@outlay/design-system';
import { useSelector } from '@xstate/react';
import { useState, type SyntheticEvent } from 'react';
import { useTranslator } from '../../../i18n/intl';
import { AuthLayout } from '../components/auth-layout';
import { QrCode } from '../components/qr-code';
import { useLoginActor } from '../login-flow/login-flow-context';
import { codeProblem } from '../validation/code';

/** `/login-auth`: set up an authenticator app (QR code and key), then confirm with a code. */
export default function LoginAuthPage() {
  const { t } = useTranslator();
  const actor = useLoginActor();
  const authenticator = useSelector(actor, (snapshot) => snapshot.context.authenticator);
  const loading = useSelector(actor, (snapshot) =>
    snapshot.matches({ settingUpAuthenticator: 'loadingSecret' }),
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
                {error.msg}
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
