import { Button, Dialog, Inline, Modal, Stack, Text } from '@outlay/design-system';
import type { loginGateView } from '@outlay/machines/login-gate/login-gate.view';
import { useTranslator } from '@/i18n/intl';
import type { LoginGateActor } from './login-gate-actor';
import { ErrorBanner } from '@/components/error-banner';

/** 'Legal representative confirmation' (spec part 1 §4.2), for an admin; it must be answered. */
export function LegalRepresentativeDialog({
  gate,
  view,
}: {
  gate: LoginGateActor;
  view: ReturnType<typeof loginGateView>;
}) {
  const { t } = useTranslator();
  const { company, error, confirming } = view;
  const answer = (isRepresentative: boolean) => {
    gate.send({ type: 'legalRepresentative.answered', isRepresentative });
  };
  return (
    <Modal isOpen isDismissable={false}>
      <Dialog
        title={t('gate.legalRep.title')}
        actions={
          <Inline space="small" align="right">
            <Button
              variant="secondary"
              isDisabled={confirming}
              onPress={() => {
                answer(false);
              }}
            >
              {t('gate.legalRep.decline')}
            </Button>
            <Button
              variant="primary"
              isPending={confirming}
              onPress={() => {
                answer(true);
              }}
            >
              {t('gate.legalRep.confirm')}
            </Button>
          </Inline>
        }
      >
        <Stack space="medium">
          <ErrorBanner error={error} />
          <Text>{t('gate.legalRep.body', { company })}</Text>
        </Stack>
      </Dialog>
    </Modal>
  );
}
