import { Banner, Button, Dialog, Inline, Modal, Stack, Text } from '@outlay/design-system';
import { useSelector } from '@xstate/react';
import { useTranslator } from '../../../i18n/intl';
import { messageOf } from '../../../lib/message-of';
import type { LoginGateActor } from './login-gate-actor';

/** 'Legal representative confirmation' (spec part 1 §4.2), for an admin; it must be answered. */
export function LegalRepresentativeDialog({ gate }: { gate: LoginGateActor }) {
  const { t } = useTranslator();
  const company = useSelector(gate, (snapshot) => snapshot.context.company?.name ?? '');
  const error = useSelector(gate, (snapshot) => snapshot.context.error);
  const confirming = useSelector(gate, (snapshot) =>
    snapshot.matches({ legalRepresentative: 'confirming' }),
  );
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
          {error && (
            <Banner tone="danger" announce="assertive">
              {messageOf(error, t)}
            </Banner>
          )}
          <Text>{t('gate.legalRep.body', { company })}</Text>
        </Stack>
      </Dialog>
    </Modal>
  );
}
