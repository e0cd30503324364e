import type { AuthenticatorEnrolment } from '@outlay/api-client';
import { showToast, Stack, Text } from '@outlay/design-system';
import { authenticatorSetupActors } from '@outlay/machines/authenticator-setup/authenticator-setup.actors';
import { authenticatorSetupMachine } from '@outlay/machines/authenticator-setup/authenticator-setup.machine';
import { authenticatorSetupView } from '@outlay/machines/authenticator-setup/authenticator-setup.view';
import { useActorRef, useSelector } from '@xstate/react';
import { CodeStep } from '@/components/code-step/code-step';
import { useCodeForm } from '@/components/code-step/use-code-form';
import { FormDialog } from '@/components/form-dialog';
import { QrCode } from '@/components/qr-code';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { messageOf } from '@/lib/message-of';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { useTwoFactorMethodsChanged } from '@/session/use-two-factor-methods';
import { useActorDone } from '@/lib/use-actor-done';

const authenticatorSetupFlow = onAppClient(authenticatorSetupMachine, authenticatorSetupActors);

/**
 * The QR code and key of a new authenticator app, confirmed by a first code from it (the code
 * step, without Resend); the app then holds the user's methods with it.
 */
export function AuthenticatorSetupDialog(props: {
  enrolment: AuthenticatorEnrolment;
  onClose: () => void;
}) {
  const { onClose } = props;
  const { t } = useTranslator();
  const methodsChanged = useTwoFactorMethodsChanged();
  const actor = useActorRef(authenticatorSetupFlow, {
    input: { enrolment: props.enrolment },
  });
  const view = useSelector(actor, authenticatorSetupView, sameView);
  const { form, field } = useCodeForm(actor);

  useEmitted(actor, 'authenticator.confirmed', ({ methods }) => {
    methodsChanged(methods);
    showToast({ tone: 'success', description: t('security.authenticator.done') });
  });
  useActorDone(actor, onClose);

  const cancel = () => {
    actor.send({ type: 'setup.cancelled' });
  };

  return (
    <FormDialog
      title={t('security.authenticator.title')}
      space="large"
      isPending={view.confirming}
      onSubmit={form.onSubmit}
      onCancel={cancel}
      cancelLabel={t('security.authenticator.cancel')}
      submitLabel={t('security.authenticator.confirm')}
    >
      <Text>{t('security.authenticator.scan')}</Text>
      <QrCode svg={view.qrCodeSvg} label={t('security.authenticator.qrLabel')} />
      <Stack space="xsmall">
        <Text tone="muted">{t('security.authenticator.manual')}</Text>
        <Text weight="strong" tabularNumbers>
          {view.secret.replace(/(.{4})/g, '$1 ').trim()}
        </Text>
      </Stack>
      <CodeStep
        label={t('security.authenticator.code')}
        {...field}
        error={view.error && messageOf(view.error, t)}
      />
    </FormDialog>
  );
}
