import type { Clock } from '../clock.js';
import { addSeconds } from '../clock.js';
import type { Db } from '../db/db.js';
import { sha256Hex } from '../auth/crypto.js';
import { type IssuedToken, storeToken } from '../auth/stored-tokens.js';
import { INVITATION_DAYS } from '../team/member-rows.js';

export type InvitationState = 'CREATED' | 'COMPLETED' | 'EXPIRED';

/** The page an invitation link opens: it leads to /setup-account with the same parameters. */
export function invitationUrl(publicUrl: string, email: string, token: string): string {
  const query = new URLSearchParams({ email, token });
  return `${publicUrl}/client/set-password?${query.toString()}`;
}

/**
 * Invitation links: a random token of 32 bytes, only its SHA-256 kept, holding 14 days. A new
 * link revokes the person's earlier ones; the password being set completes the live one.
 */
export function createInvitationLinks(clock: Clock) {
  return {
    async issue(
      tx: Db,
      invitation: {
        companyId: number;
        userId: number;
        invitedBy: number;
        isLegalRepresentative: boolean;
      },
    ): Promise<IssuedToken> {
      const now = clock.now();
      await tx.query(
        `UPDATE invitations SET revoked_at = $3
          WHERE user_id = $1 AND company_id = $2 AND completed_at IS NULL AND revoked_at IS NULL`,
        [invitation.userId, invitation.companyId, now],
      );
      return storeToken(tx, 'invitations', {
        companyId: invitation.companyId,
        userId: invitation.userId,
        createdAt: now,
        expiresAt: addSeconds(now, INVITATION_DAYS * 24 * 60 * 60),
        about: {
          invited_by: invitation.invitedBy,
          is_legal_representative: invitation.isLegalRepresentative,
        },
      });
    },

    /** The state of the link `token` for `email`; an unknown pair is EXPIRED (it holds nothing). */
    async state(db: Db, email: string, token: string): Promise<InvitationState> {
      const [row] = await db.query<{ state: InvitationState }>(
        `SELECT CASE
                  WHEN i.completed_at IS NOT NULL THEN 'COMPLETED'
                  WHEN i.revoked_at IS NULL AND i.expires_at > $3 AND u.deleted_at IS NULL
                       AND u.needs_password_setup THEN 'CREATED'
                  ELSE 'EXPIRED'
                END AS state
           FROM invitations i JOIN users u ON u.id = i.user_id AND u.company_id = i.company_id
          WHERE i.token_hash = $1 AND lower(u.email) = lower($2)`,
        [sha256Hex(token), email.trim(), clock.now()],
      );
      return row?.state ?? 'EXPIRED';
    },
  };
}

export type InvitationLinks = ReturnType<typeof createInvitationLinks>;
