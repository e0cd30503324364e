import type { AccountingTransaction } from '../api/get-incomplete-transactions';
import { type Definition, emptyDefinition, fromSuggestion } from './definition';
import { isInFlight, type SyncState, syncStateOf } from './sync-status';

/** Where a row's values come from: saved on the server, being edited, or the rules' idea. */
export type DefinitionSource = 'saved' | 'draft' | 'suggested' | 'none';

export interface MappingRow {
  id: number;
  transaction: AccountingTransaction;
  definition: Definition;
  source: DefinitionSource;
  state: SyncState;
  /** On the platform, or with the job queue: its values cannot change now. */
  isLocked: boolean;
}

const LOCKED: readonly SyncState[] = ['pushed', 'partiallySynced', 'resyncQueued'];

/** A row of the table: its transaction and what its category, tax rate and tracking show. */
export function mappingRow(
  transaction: AccountingTransaction,
  draft: Definition | undefined,
): MappingRow {
  const state = syncStateOf(transaction.transactionSyncedStatus, transaction.job);
  const isLocked = LOCKED.includes(state) || isInFlight(state);
  const saved = transaction.accounting_transaction_definition;
  // A draft kept from before (in the tab) gives way to what the platform has now.
  const [definition, source]: [Definition, DefinitionSource] =
    draft && !isLocked
      ? [draft, 'draft']
      : saved
        ? [saved, 'saved']
        : transaction.suggestion
          ? [fromSuggestion(transaction.suggestion), 'suggested']
          : [emptyDefinition, 'none'];
  return {
    id: transaction.id,
    transaction,
    definition,
    source,
    state,
    isLocked,
  };
}
