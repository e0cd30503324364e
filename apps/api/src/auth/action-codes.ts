import { type Clock, addSeconds } from '../clock.js';
import type { Db } from '../db/db.js';
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
}

export function createActionCodes(db: Db, clock: Clock): ActionCodes {
  return {
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
      const rows = await target.query(
        `UPDATE action_codes SET consumed_at = $6
          WHERE token_hash = $1 AND user_id = $2 AND company_id = $3 AND action_type = $4
            AND card_last_four = $5 AND consumed_at IS NULL AND expires_at > $6
          RETURNING id`,
        [
          sha256Hex(actionCode),
          owner.userId,
          owner.companyId,
          scope.actionType,
          scope.cardLastFourDigits ?? '',
          clock.now(),
        ],
      );
      return rows.length === 1;
    },
  };
}
