import { Button, Dialog, Inline, Modal, Stack, Text } from '@outlay/design-system';
import type { loginGateView } from '@outlay/machines/login-gate/login-gate.view';
import { useTranslator } from '@/i18n/intl';
import type { LoginGateActor } from './login-gate-actor';
import { ErrorBanner } from '@/components/error-banner';

/** 'Password expiration' (spec part 1 §4.1): Cancel (WARN_SENT) or Change Password. */
export function PasswordExpirationDialog({
  gate,
  view,
}: {
  gate: LoginGateActor;
  view: ReturnType<typeof loginGateView>;
}) {
  const { t } = useTranslator();
  const { dismissing, error } = view;
  const dismiss = () => {
    gate.send({ type: 'expiration.dismissed' });
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
    >
      <Dialog
        title={t('gate.expiration.title')}
        actions={
          <Inline space="small" align="right">
            <Button variant="secondary" isPending={dismissing} onPress={dismiss}>
              {t('gate.expiration.cancel')}
            </Button>
            <Button
              variant="primary"
              isDisabled={dismissing}
              onPress={() => {
                gate.send({ type: 'password.changeChosen' });
              }}
            >
              {t('gate.expiration.change')}
            </Button>
          </Inline>
        }
      >
        <Stack space="medium">
          <ErrorBanner error={error} />
          <Text>{t('gate.expiration.body')}</Text>
        </Stack>
      </Dialog>
    </Modal>
  );
}
