import { type Clock, addSeconds } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import type { CodeOwner } from './one-time-codes.js';
import { sha256Hex } from './crypto.js';
import { storeToken } from './stored-tokens.js';

/** Long enough to finish the action after verifying, short enough that a leaked one dies. */
export const ACTION_CODE_SECONDS = 5 * 60;

/** The action and, when it is about a card, the card: a grant is good for exactly that. */
export interface ActionScope {
  actionType: string;
  cardLastFourDigits?: string | undefined;
}

export interface ActionCodes {
  /** A fresh action code for a verified user; only its SHA-256 is stored. */
  grant(owner: CodeOwner, scope: ActionScope): Promise<{ actionCode: string; expiresAt: Date }>;
  /**
   * Spends the action code: true exactly once, for its owner, action and card, before it
   * expires. Pass the action's transaction so a failing action leaves the code unspent.
   */
  consume(owner: CodeOwner, scope: ActionScope, actionCode: string, tx?: Db): Promise<boolean>;
  /**
   * `consume` for an action that may not go on without the code: refuses the request (400
   * ACTION_CODE_INVALID, "verify again") when none was sent or it is not good.
   */
  spend(
    owner: CodeOwner,
    scope: ActionScope,
    actionCode: string | undefined,
    tx?: Db,
  ): Promise<void>;
}

export function createActionCodes(db: Db, clock: Clock): ActionCodes {
  const codes: ActionCodes = {
    async grant(owner, scope) {
      const now = clock.now();
      const { token: actionCode, expiresAt } = await storeToken(db, 'action_codes', {
        ...owner,
        createdAt: now,
        expiresAt: addSeconds(now, ACTION_CODE_SECONDS),
        about: { action_type: scope.actionType, card_last_four: scope.cardLastFourDigits ?? '' },
      });
      return { actionCode, expiresAt };
    },

    async consume(owner, scope, actionCode, target = db) {
      // One conditional UPDATE: of many parallel uses exactly one matches.
      const now = clock.now();
      const rows = await kyselyOf(target)
        .updateTable('action_codes')
        .set({ consumed_at: now })
        .where('token_hash', '=', sha256Hex(actionCode))
        .where('user_id', '=', owner.userId)
        .where('company_id', '=', owner.companyId)
        .where('action_type', '=', scope.actionType)
        .where('card_last_four', '=', scope.cardLastFourDigits ?? '')
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('id')
        .execute();
      return rows.length === 1;
    },

    async spend(owner, scope, actionCode, target) {
      const spent =
        actionCode !== undefined && (await codes.consume(owner, scope, actionCode, target));
      if (!spent) throw new AppError(400, 'ACTION_CODE_INVALID', 'security.actionCodeInvalid');
    },
  };
  return codes;
}
