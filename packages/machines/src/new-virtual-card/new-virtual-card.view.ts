import type { SnapshotFrom } from 'xstate';
import type { newVirtualCardMachine } from './new-virtual-card.machine';

type Snapshot = SnapshotFrom<typeof newVirtualCardMachine>;

/** The dialog: the form (`form`) or the new card (`card`), and what each shows. */
export function newVirtualCardView(snapshot: Snapshot) {
  const { context } = snapshot;
  const onForm = snapshot.matches('editing') || snapshot.matches('creating');
  return {
    part: onForm ? 'form' : 'card',
    holderId: context.holderId,
    name: context.name,
    nameMaxLength: context.nameMaxLength,
    spendLimit: context.spendLimit,
    limitPeriod: context.limitPeriod,
    canChooseScope: context.canChooseScope,
    limitScope: context.limitScope,
    merchants: context.merchants,
    categories: context.categories,
    fieldErrors: context.fieldErrors,
    submitting: snapshot.matches('creating'),
    card: context.card,
    secrets: context.secrets,
    canReveal: snapshot.can({ type: 'reveal.requested' }),
    revealing: snapshot.matches('verifying') || snapshot.matches('revealing'),
    error: context.error,
  } as const;
}

export type NewVirtualCardView = ReturnType<typeof newVirtualCardView>;
