import { Dialog, Modal, showToast, Stack, Text } from '@outlay/design-system';
import { changePasswordActors } from '@outlay/machines/change-password/change-password.actors';
import { changePasswordMachine } from '@outlay/machines/change-password/change-password.machine';
import type { ChangePasswordOutcome } from '@outlay/machines/change-password/change-password.types';
import { changePasswordView } from '@outlay/machines/change-password/change-password.view';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { ChangePasswordForm } from './change-password-form';
import { useActorDone } from '@/lib/use-actor-done';

const changePasswordFlow = onAppClient(changePasswordMachine, changePasswordActors);

/** The security page's Change Password modal: it starts the flow, and says how it ended. */
export function ChangePasswordDialog(props: {
  forced: boolean;
  onDone: (outcome: ChangePasswordOutcome) => void;
}) {
  const actor = useActorRef(changePasswordFlow, { input: { forced: props.forced } });
  useActorDone(actor, props.onDone);
  return <ChangePasswordDialogView actor={actor} />;
}

/**
 * The Change Password modal over a running flow (the security page's, or the one the login
 * gate runs). Forced (MANDATORY_CHANGE_REQUIRED): it cannot be closed and has no Cancel.
 * Otherwise Escape, Close and Cancel end it without a change.
 */
export function ChangePasswordDialogView({
  actor,
}: {
  actor: ActorRefFrom<typeof changePasswordMachine>;
}) {
  const { t } = useTranslator();
  const { forced } = useSelector(actor, changePasswordView, sameView);

  useEmitted(actor, 'password.changed', () => {
    showToast({ tone: 'success', description: t('changePassword.done') });
  });

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
