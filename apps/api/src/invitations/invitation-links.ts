import type { Clock } from '../clock.js';
import { addSeconds } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
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
/** Ends a person's invitation links still open: a newer one replaces them, or they go. */
export async function revokeOpenInvitations(
  tx: Db,
  person: { companyId: number; userId: number },
  now: Date,
): Promise<void> {
  await kyselyOf(tx)
    .updateTable('invitations')
    .set({ revoked_at: now })
    .where('user_id', '=', person.userId)
    .where('company_id', '=', person.companyId)
    .where('completed_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

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
      await revokeOpenInvitations(tx, invitation, now);
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
      // Before sign-in: the link's token is the only key, whatever company it is of.
      const row = await kyselyAcrossCompanies(db)
        .selectFrom('invitations as i')
        .innerJoin('users as u', (join) =>
          join.onRef('u.id', '=', 'i.user_id').onRef('u.company_id', '=', 'i.company_id'),
        )
        .select((eb) =>
          eb
            .case()
            .when('i.completed_at', 'is not', null)
            .then(eb.val<InvitationState>('COMPLETED'))
            .when(
              eb.and([
                eb('i.revoked_at', 'is', null),
                eb('i.expires_at', '>', clock.now()),
                eb('u.deleted_at', 'is', null),
                eb.ref('u.needs_password_setup'),
              ]),
            )
            .then(eb.val<InvitationState>('CREATED'))
            .else(eb.val<InvitationState>('EXPIRED'))
            .end()
            .as('state'),
        )
        .where('i.token_hash', '=', sha256Hex(token))
        .where((eb) => eb(eb.fn('lower', ['u.email']), '=', eb.fn('lower', [eb.val(email.trim())])))
        .executeTakeFirst();
      return row?.state ?? 'EXPIRED';
    },
  };
}

export type InvitationLinks = ReturnType<typeof createInvitationLinks>;
