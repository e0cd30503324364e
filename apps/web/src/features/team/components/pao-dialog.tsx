import {
  Inline,
  LiveRegion,
  Radio,
  RadioGroup,
  SearchField,
  showToast,
  Stack,
  Text,
} from '@outlay/design-system';
import { paoActors } from '@outlay/machines/pao/pao.actors';
import { paoMachine } from '@outlay/machines/pao/pao.machine';
import type { OwnerOption, PaoOutput } from '@outlay/machines/pao/pao.types';
import { paoView } from '@outlay/machines/pao/pao.view';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ErrorBanner } from '@/components/error-banner';
import { FormDialog } from '@/components/form-dialog';
import { RoleIcon, roleName } from '@/components/role-icon';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { useVerification } from '@/lib/verification';
import { sameView } from '@/lib/same-view';
import { useActorDone } from '@/lib/use-actor-done';
import { useEmitted } from '@/lib/use-emitted';
import { InviteDialogView } from './invite-dialog';

const OPTIONS: readonly OwnerOption[] = ['me', 'other', 'invite'];

const paoFlow = onAppClient(paoMachine, paoActors);

export type PaoActor = ActorRefFrom<typeof paoMachine>;

export interface PaoDialogProps {
  userId: string;
  companyId: number;
  /** Another person holds the flag: declaring oneself is then a transfer too. */
  ownerElsewhere: boolean;
  bookkeeperOffered: boolean;
  nameMaxLength: number;
  onDone: (output: PaoOutput) => void;
}

/** The Team page's Primary Account Owner modal: it starts the PAO flow, and says how it ended. */
export function PaoDialog(props: PaoDialogProps) {
  const { onDone } = props;
  const actor = useActorRef(paoFlow, {
    input: {
      userId: props.userId,
      companyId: props.companyId,
      ownerElsewhere: props.ownerElsewhere,
      invite: { bookkeeperOffered: props.bookkeeperOffered, nameMaxLength: props.nameMaxLength },
    },
  });
  useActorDone(actor, onDone);
  return <PaoDialogView actor={actor} />;
}

/**
 * The Primary Account Owner modal (spec part 2 §2.9) over a running PAO flow (the Team page's,
 * or the one the login gate runs): declare oneself, choose another active user (searched as
 * typed), or invite a new one (the invite flow it runs, whose Go Back returns here). Submit is
 * enabled only once the choice is complete; a transfer asks for a fresh code.
 */
export function PaoDialogView({ actor }: { actor: PaoActor }) {
  const { t } = useTranslator();
  const view = useSelector(actor, paoView, sameView);
  const { verify } = useVerification();
  // A transfer spends a fresh code, as edit-user does: the verification dialog asks for it.
  useEffect(() => {
    if (!view.verifying) return;
    let current = true;
    void verify({ actionType: 'CHANGE_ACCOUNT_OWNER' }).then((actionCode) => {
      if (!current) return;
      actor.send(
        actionCode
          ? { type: 'verification.succeeded', actionCode }
          : { type: 'verification.cancelled' },
      );
    });
    return () => {
      current = false;
    };
  }, [actor, verify, view.verifying]);
  useEmitted(actor, 'pao.updated', () => {
    showToast({ tone: 'success', description: t('pao.updated') });
  });

  const invite = useSelector(actor, (snapshot) => snapshot.children.invite);
  if (view.part === 'invite' && invite) return <InviteDialogView actor={invite} />;

  const cancel = () => {
    actor.send({ type: 'pao.cancelled' });
  };
  return (
    <FormDialog
      title={t('pao.title')}
      space="large"
      error={view.error}
      isPending={view.confirming || view.verifying}
      isSubmitDisabled={!view.canSubmit}
      onSubmit={() => {
        actor.send({ type: 'owner.submitted' });
      }}
      onCancel={cancel}
      cancelLabel={t('pao.cancel')}
      submitLabel={t('pao.submit')}
    >
      <Text>{t('pao.intro')}</Text>
      <RadioGroup
        label={t('pao.options')}
        value={view.option}
        onChange={(value) => {
          const option = OPTIONS.find((item) => item === value);
          if (option) actor.send({ type: 'option.chosen', option });
        }}
      >
        {OPTIONS.map((option) => (
          <Radio key={option} value={option}>
            {t(`pao.option.${option}`)}
          </Radio>
        ))}
      </RadioGroup>
      {view.option === 'other' && (
        <Stack space="medium">
          <SearchField
            label={t('pao.search')}
            value={view.filter}
            onChange={(filter) => {
              actor.send({ type: 'search.changed', filter });
            }}
          />
          <LiveRegion>
            {view.searching
              ? t('pao.searching')
              : view.noneFound
                ? t('pao.noneFound')
                : view.hasMore
                  ? t('pao.hasMore')
                  : ''}
          </LiveRegion>
          <ErrorBanner error={view.searchError} />
          {view.users.length > 0 && (
            <RadioGroup
              label={t('pao.users')}
              value={view.chosenUser?.id ?? null}
              onChange={(userId) => {
                actor.send({ type: 'user.chosen', userId });
              }}
            >
              {view.users.map((user) => (
                <Radio key={user.id} value={user.id} description={user.email}>
                  <Inline space="xsmall" alignY="center">
                    <RoleIcon role={user.role} />
                    {`${user.firstName} ${user.lastName}`}
                    <Text tone="muted">{t(roleName(user.role))}</Text>
                  </Inline>
                </Radio>
              ))}
            </RadioGroup>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
