import { Dialog, Modal, showToast, Stack, Text } from '@outlay/design-system';
import { changePasswordMachine } from '@outlay/machines/change-password/change-password.machine';
import type { ChangePasswordOutcome } from '@outlay/machines/change-password/change-password.types';
import { useActorRef } from '@xstate/react';
import { useTranslator } from '../../i18n/intl';
import { apiClient } from '../../lib/api-client';
import { useEmitted } from '../../lib/use-emitted';
import { ChangePasswordForm } from './change-password-form';
import { useActorDone } from '../../lib/use-actor-done';

/**
 * The Change Password modal. Forced (MANDATORY_CHANGE_REQUIRED): it cannot be closed and has no
 * Cancel. Otherwise Escape, Close and Cancel end it without a change.
 */
export function ChangePasswordDialog(props: {
  forced: boolean;
  onDone: (outcome: ChangePasswordOutcome) => void;
}) {
  const { forced, onDone } = props;
  const { t } = useTranslator();
  const actor = useActorRef(changePasswordMachine, { input: { client: apiClient, forced } });

  useEmitted(actor, 'password.changed', () => {
    showToast({ tone: 'success', description: t('changePassword.done') });
  });
  useActorDone(actor, onDone);

  return (
    <Modal
      isOpen
      isDismissable={!forced}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'change.cancelled' });
      }}
    >
      <Dialog title={t('changePassword.title')}>
        <Stack space="large">
          {forced && <Text>{t('changePassword.forcedIntro')}</Text>}
          <ChangePasswordForm actor={actor} />
        </Stack>
      </Dialog>
    </Modal>
  );
}
