import { Button, Dialog, Inline, Modal, showToast, Stack, Text } from '@outlay/design-system';
import { inviteActors } from '@outlay/machines/invite/invite.actors';
import { inviteMachine } from '@outlay/machines/invite/invite.machine';
import type { InviteOutput } from '@outlay/machines/invite/invite.types';
import { type InviteView, inviteView } from '@outlay/machines/invite/invite.view';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { AppForm } from '@/components/app-form';
import { CodeStep } from '@/components/code-step/code-step';
import { useCodeForm } from '@/components/code-step/use-code-form';
import { useCodeSentToast } from '@/components/code-step/use-code-sent-toast';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { messageOf } from '@/lib/message-of';
import { sameView } from '@/lib/same-view';
import { useActorDone } from '@/lib/use-actor-done';
import { useEmitted } from '@/lib/use-emitted';
import { InviteForm } from './invite-form';

const inviteFlow = onAppClient(inviteMachine, inviteActors);

export type InviteActor = ActorRefFrom<typeof inviteMachine>;

export interface InviteDialogProps {
  bookkeeperOffered: boolean;
  nameMaxLength: number;
  /** Opened from the Primary Account Owner modal: one person, who becomes the owner. */
  legalRepresentative?: boolean;
  onDone: (output: InviteOutput) => void;
}

/** The Team page's "Invite users": it starts the invite flow, and says how it ended. */
export function InviteDialog(props: InviteDialogProps) {
  const actor = useActorRef(inviteFlow, {
    input: {
      bookkeeperOffered: props.bookkeeperOffered,
      nameMaxLength: props.nameMaxLength,
      legalRepresentative: props.legalRepresentative ?? false,
    },
  });
  useActorDone(actor, props.onDone);
  return <InviteDialogView actor={actor} />;
}

/**
 * "Invite users" (spec part 2 §2.5) over a running invite flow (the Team page's, or the one the
 * Primary Account Owner flow runs for a new owner): the form, then its code step. Success
 * closes the dialog with the server's message; a failure keeps every person typed.
 */
export function InviteDialogView({ actor }: { actor: InviteActor }) {
  const { t } = useTranslator();
  const view = useSelector(actor, inviteView, sameView);
  useCodeSentToast(actor, { resentOnly: true });
  useEmitted(actor, 'invitations.sent', (sent) => {
    showToast({ tone: 'success', description: sent.msg });
  });

  return (
    <Modal
      isOpen
      size="large"
      isDismissable={!view.busy}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'invite.cancelled' });
      }}
    >
      <Dialog title={view.canGoBack ? t('invite.titleOwner') : t('invite.title')}>
        {view.part === 'code' ? (
          <InviteCodeStep actor={actor} view={view} />
        ) : (
          <InviteForm actor={actor} view={view} />
        )}
      </Dialog>
    </Modal>
  );
}

/** The code of INVITE_USERS: the shared code step, then the invitations go out. */
function InviteCodeStep({ actor, view }: { actor: InviteActor; view: InviteView }) {
  const { t } = useTranslator();
  const { form, field } = useCodeForm(actor);
  const { code: step } = view;

  return (
    <AppForm {...form} aria-label={t('invite.code.label')}>
      <Stack space="large">
        <Text>
          {t(step.codeFrom === 'sentEarlier' ? 'invite.code.sentEarlier' : 'invite.code.sent', {
            destination: step.destination || '…',
          })}
        </Text>
        <CodeStep
          label={t('invite.code.label')}
          {...field}
          autoFocus
          error={view.error ? messageOf(view.error, t) : null}
          resend={{
            ...step.resend,
            label: t('invite.code.resend'),
            onPress: () => {
              actor.send({ type: 'resend.requested' });
            },
          }}
        />
        <Inline space="small" align="right">
          <Button
            variant="secondary"
            isDisabled={step.verifying}
            onPress={() => {
              actor.send({ type: 'code.back' });
            }}
          >
            {t('invite.code.back')}
          </Button>
          <Button type="submit" variant="primary" isPending={step.verifying}>
            {t('invite.code.confirm')}
          </Button>
        </Inline>
      </Stack>
    </AppForm>
  );
}
