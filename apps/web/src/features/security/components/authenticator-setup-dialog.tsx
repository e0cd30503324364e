import type { AuthenticatorEnrolment } from '@outlay/api-client';
import {
  Banner,
  Button,
  Dialog,
  Form,
  Inline,
  Modal,
  OneTimeCodeField,
  showToast,
  Stack,
  Text,
} from '@outlay/design-system';
import { isOneTimeCode } from '@outlay/rules';
import { useState, type SyntheticEvent } from 'react';
import { QrCode } from '../../../components/qr-code';
import { useTranslator } from '../../../i18n/intl';
import { useConfirmAuthenticatorSetup } from '../api/authenticator-setup';

/** The QR code and key of a new authenticator app, confirmed by a first code from it. */
export function AuthenticatorSetupDialog(props: {
  enrolment: AuthenticatorEnrolment;
  onClose: () => void;
}) {
  const { enrolment, onClose } = props;
  const { t } = useTranslator();
  const confirm = useConfirmAuthenticatorSetup();
  const [code, setCode] = useState('');

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    confirm.mutate(code, {
      onSuccess: () => {
        showToast({ tone: 'success', description: t('security.authenticator.done') });
        onClose();
      },
    });
  }

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog title={t('security.authenticator.title')}>
        <Form
          errorSummaryTitle={t('form.errorSummary.title')}
          aria-label={t('security.authenticator.title')}
          onSubmit={submit}
        >
          <Stack space="large">
            {confirm.error && (
              <Banner tone="danger" announce="assertive">
                {confirm.error.message}
              </Banner>
            )}
            <Text>{t('security.authenticator.scan')}</Text>
            <QrCode svg={enrolment.qrCodeSvg} label={t('security.authenticator.qrLabel')} />
            <Stack space="xsmall">
              <Text tone="muted">{t('security.authenticator.manual')}</Text>
              <Text weight="strong" tabularNumbers>
                {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
              </Text>
            </Stack>
            <OneTimeCodeField
              name="code"
              label={t('security.authenticator.code')}
              value={code}
              onChange={setCode}
              isRequired
              validate={(value) => (isOneTimeCode(value) ? null : t('verification.codeRequired'))}
            />
            <Inline space="small" align="right">
              <Button variant="secondary" onPress={onClose}>
                {t('security.authenticator.cancel')}
              </Button>
              <Button type="submit" variant="primary" isPending={confirm.isPending}>
                {t('security.authenticator.confirm')}
              </Button>
            </Inline>
          </Stack>
        </Form>
      </Dialog>
    </Modal>
  );
}
