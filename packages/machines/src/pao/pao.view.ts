import type { SnapshotFrom } from 'xstate';
import type { paoMachine } from './pao.machine';

type PaoSnapshot = SnapshotFrom<typeof paoMachine>;

/** The Primary Account Owner modal: the options, the search, or the invite flow. */
export function paoView(snapshot: PaoSnapshot) {
  const { context } = snapshot;
  return {
    part: snapshot.matches('inviting')
      ? ('invite' as const)
      : snapshot.status === 'done'
        ? ('done' as const)
        : ('choose' as const),
    option: context.option,
    filter: context.filter,
    users: context.users,
    hasMore: context.hasMore,
    /** The search ran and found nobody (the admin left out). */
    noneFound: context.searched && context.users.length === 0 && context.searchError === null,
    searching:
      snapshot.matches({ choosing: { search: 'searching' } }) ||
      snapshot.matches({ choosing: { search: 'waiting' } }),
    searchError: context.searchError,
    chosenUser: context.chosenUser,
    canSubmit: snapshot.can({ type: 'owner.submitted' }),
    confirming: snapshot.matches('confirming'),
    /** The verification dialog is to ask for a CHANGE_ACCOUNT_OWNER code. */
    verifying: snapshot.hasTag('verifying'),
    error: context.error,
  } as const;
}

export type PaoView = ReturnType<typeof paoView>;
