import { randomUUID } from 'node:crypto';
import type { InviteUser, EmailToValidate } from '@outlay/api-client/schema';
import { cleanName, nameMaxLength, normalizeEmail } from '@outlay/rules';
import { sql } from 'kysely';
import { randomToken } from '../auth/crypto.js';
import type { CodeReason } from '../auth/code-delivery.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import { AppError, type FieldMessages } from '../http/errors.js';
import type { Session } from '../http/security.js';
import type { Lang } from '../i18n/language.js';
import { translate } from '../i18n/messages.js';
import { languageOf } from '../i18n/recipient-language.js';
import type { Services } from '../services.js';
import { recordTeamEvent } from '../team/audit.js';
import { DELEGATE_ROLES } from '../team/member-changes.js';
import { INVITATION_DAYS, type TeamMember } from '../team/member-rows.js';
import type { Members } from '../team/members.js';
import { appointOwner } from '../team/primary-account-owner.js';
import {
  type InvitationLinks,
  type InvitationState,
  invitationUrl,
  revokeOpenInvitations,
} from './invitation-links.js';

const INVITE_CODE: CodeReason = { kind: 'action', scope: { actionType: 'INVITE_USERS' } };
const DELEGATE_CODE: CodeReason = { kind: 'action', scope: { actionType: 'REGISTER_DELEGATE' } };

/** How people join: invited from the Team page, or registered as the caller's delegate. */
type Joining = 'invitation' | 'delegate';

const LINK_MAIL = {
  invitation: { subject: 'mail.invitation.subject', text: 'mail.invitation.text' },
  delegate: { subject: 'mail.delegate.subject', text: 'mail.delegate.text' },
} as const;
/** An invitation is sent again at most once a minute per person. */
export const RESEND_INVITATION_SECONDS = 60;

const notPending = () => new AppError(404, 'NOT_FOUND', 'team.invitationNotPending');

/** Whether the write met the one unique index an invitee's row can meet: its address. */
const isEmailTaken = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export interface Invitations {
  /**
   * Refuses (409, 'Email already subscribed.' per address) what cannot be invited: an address
   * repeated in the list or of the company. Another company's is answered as a free one.
   */
  validate(session: Session, users: readonly EmailToValidate[]): Promise<void>;
  /**
   * Spends the code, invites everyone and emails each their link; answers how many were asked.
   * Someone of another company gets a notice instead, and stays where they are.
   */
  invite(session: Session, users: readonly InviteUser[], code: string, lang: Lang): Promise<number>;
  validity(email: string, token: string): Promise<InvitationState>;
  /**
   * Registers one person as the caller's delegate (issue 36): invited as above, with the code
   * of REGISTER_DELEGATE, acting for the caller; their mail says so.
   */
  registerDelegate(
    session: Session,
    person: Omit<InviteUser, 'isDelegate' | 'isLegalRepresentative'>,
    code: string,
    lang: Lang,
  ): Promise<void>;
  resend(session: Session, userPublicId: string, lang: Lang): Promise<TeamMember>;
  cancel(session: Session, userPublicId: string): Promise<void>;
}

/**
 * Invitations (spec part 2 §2.5, §4, §5, §7): the list is checked (addresses unused in
 * Outlay and in the list, Bookkeeper only where the company offers it, delegates only admins
 * and employees), the emailed code of INVITE_USERS is spent, each person becomes a user who
 * has yet to set a password, with a link valid 14 days, and the audit trail records it.
 */
export function createInvitations(
  services: Services,
  members: Members,
  links: InvitationLinks,
): Invitations {
  const { db, clock, companies, codeDelivery, mailer, config, liveSessions } = services;

  async function companyOf(session: Session) {
    const company = await companies.details(session.companyId);
    if (!company) throw new AppError(404, 'NOT_FOUND', 'errors.notFound');
    return company;
  }

  async function check(session: Session, users: readonly EmailToValidate[]) {
    const company = await companyOf(session);
    if (!company.isBookkeeperAvailable && users.some((user) => user.role === 'bookkeeper')) {
      throw new AppError(400, 'BAD_REQUEST', 'team.bookkeeperUnavailable');
    }
    const emails = users.map((user) => normalizeEmail(user.email));
    // Across companies: an address is Outlay's, not one company's (see below).
    const used = await kyselyAcrossCompanies(db)
      .selectFrom('users')
      .select((eb) => [
        eb.fn<string>('lower', ['email']).as('email'),
        'id',
        'company_id',
        eb('company_id', '=', session.companyId).$castTo<boolean>().as('ours'),
      ])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn.any(eb.val(emails))))
      .where('deleted_at', 'is', null)
      .execute();
    // Addresses are unique across Outlay (sign-in is by email alone), but whether another
    // company has one is not this admin's to learn: only the company's own are refused.
    const taken = new Set(used.filter((row) => row.ours).map((row) => row.email));
    const elsewhere = new Map(
      used
        .filter((row) => !row.ours)
        .map((row) => [row.email, { companyId: row.company_id, userId: row.id }] as const),
    );
    const fields: FieldMessages = {};
    const seen = new Set<string>();
    emails.forEach((email, index) => {
      if (taken.has(email) || seen.has(email)) {
        fields[`users.${String(index)}.email`] = { key: 'team.emailTaken' };
      }
      seen.add(email);
    });
    if (Object.keys(fields).length > 0) {
      throw new AppError(409, 'CONFLICT', 'team.emailTaken', {}, {}, fields);
    }
    return { company, elsewhere };
  }

  /**
   * Someone of another company was invited: their account is not touched, and the inviter is
   * answered as for anyone else. Only the address's owner learns of it, by this email.
   */
  async function sendElsewhereNotice(
    requestLang: Lang,
    invitee: { companyId: number; userId: number; email: string; firstName: string },
    context: { company: string; inviter: string },
  ) {
    // They have an account: its saved language, not the inviter's, words the notice.
    const lang = await languageOf(db, invitee, requestLang);
    await mailer.sendEmail({
      companyId: invitee.companyId,
      to: invitee.email,
      subject: translate(lang, 'mail.invitation.subject', context),
      text: translate(lang, 'mail.invitationElsewhere.text', {
        ...context,
        name: invitee.firstName,
      }),
    });
  }

  async function sendLink(
    lang: Lang,
    invitee: { companyId: number; email: string; firstName: string; delegate: boolean },
    context: { company: string; inviter: string },
    token: string,
  ) {
    const words = LINK_MAIL[invitee.delegate ? 'delegate' : 'invitation'];
    await mailer.sendEmail({
      companyId: invitee.companyId,
      to: invitee.email,
      subject: translate(lang, words.subject, context),
      text: translate(lang, words.text, {
        ...context,
        name: invitee.firstName,
        link: invitationUrl(config.publicUrl, invitee.email, token),
        days: INVITATION_DAYS,
      }),
    });
  }

  async function inviterName(session: Session) {
    const row = await kyselyOf(db)
      .selectFrom('users')
      .select(sql<string>`first_name || ' ' || last_name`.as('name'))
      .where('id', '=', session.userId)
      .where('company_id', '=', session.companyId)
      .executeTakeFirst();
    return row?.name ?? '';
  }

  /** A pending person of the caller's company, locked in `tx`. */
  async function pendingPerson(tx: typeof db, session: Session, publicId: string) {
    const row = await kyselyOf(tx)
      .selectFrom('users as u')
      .select((eb) => [
        'u.id',
        'u.email',
        'u.first_name',
        'u.is_delegate',
        'u.legal_representative as owner',
        eb
          .selectFrom('invitations as i')
          .select((sub) => sub.fn.max('i.created_at').as('at'))
          .whereRef('i.user_id', '=', 'u.id')
          .whereRef('i.company_id', '=', 'u.company_id')
          .as('last_sent'),
        eb.fn
          .coalesce(
            eb
              .selectFrom('invitations as i')
              .select('i.is_legal_representative')
              .whereRef('i.user_id', '=', 'u.id')
              .whereRef('i.company_id', '=', 'u.company_id')
              .orderBy('i.created_at', 'desc')
              .orderBy('i.id', 'desc')
              .limit(1),
            eb.lit(false),
          )
          .as('invited_as_owner'),
      ])
      .where('u.public_id', '=', publicId)
      .where('u.company_id', '=', session.companyId)
      .where((eb) => eb.ref('u.needs_password_setup'))
      .where('u.deleted_at', 'is', null)
      .forUpdate('u')
      .executeTakeFirst();
    if (!row) throw notPending();
    return row;
  }

  async function invite(
    session: Session,
    users: readonly InviteUser[],
    code: string,
    lang: Lang,
    joining: Joining,
  ): Promise<number> {
    const { company, elsewhere } = await check(session, users);
    if (users.some((user) => user.isDelegate && !DELEGATE_ROLES.includes(user.role))) {
      throw new AppError(400, 'BAD_REQUEST', 'team.delegateRole');
    }
    if (users.filter((user) => user.isLegalRepresentative).length > 1) {
      throw new AppError(400, 'BAD_REQUEST', 'team.oneOwner');
    }
    // Checked first, so a refused list leaves the code unspent.
    await codeDelivery.consume(session, joining === 'delegate' ? DELEGATE_CODE : INVITE_CODE, code);
    const max = nameMaxLength(company.cardServiceType);
    const invited = await db
      .transaction(async (tx) => {
        const sent: { email: string; firstName: string; token: string; delegate: boolean }[] = [];
        for (const user of users) {
          if (elsewhere.has(normalizeEmail(user.email))) continue;
          const employee = user.role === 'employee';
          const firstName = cleanName(user.firstName, max);
          const row = await kyselyOf(tx)
            .insertInto('users')
            .values({
              public_id: randomUUID(),
              company_id: session.companyId,
              email: user.email.trim(),
              first_name: firstName,
              last_name: cleanName(user.lastName, max),
              role: user.role,
              // No argon2 hash: sign-in refuses the row until the password is set.
              password_hash: `!invited:${randomToken(16)}`,
              needs_password_setup: true,
              is_delegate: user.isDelegate,
              // A delegate acts for the admin who signed them up, whichever page it was on.
              delegate_for: user.isDelegate ? session.userId : null,
              is_physical_card_creation_enable:
                employee && (user.is_physical_card_creation_enable ?? true),
              is_virtual_card_creation_enable:
                employee && (user.is_virtual_card_creation_enable ?? true),
              password_changed_status: 'DONE',
              created_at: clock.now(),
            })
            .returning('id')
            .executeTakeFirst();
          if (!row) throw new Error('The invited user was not inserted');
          const link = await links.issue(tx, {
            companyId: session.companyId,
            userId: row.id,
            invitedBy: session.userId,
            isLegalRepresentative: user.isLegalRepresentative,
          });
          if (user.isLegalRepresentative) await appointOwner(tx, clock, session, row.id);
          await recordTeamEvent(tx, clock, {
            companyId: session.companyId,
            actorId: session.userId,
            subjectId: row.id,
            action: joining === 'delegate' ? 'delegate.registered' : 'user.invited',
            details: {
              role: user.role,
              isDelegate: user.isDelegate,
              isLegalRepresentative: user.isLegalRepresentative,
            },
          });
          sent.push({
            email: user.email.trim(),
            firstName,
            token: link.token,
            delegate: user.isDelegate,
          });
        }
        return sent;
      })
      .catch((error: unknown) => {
        // Someone took an address between the check and now.
        if (isEmailTaken(error)) throw new AppError(409, 'CONFLICT', 'team.emailTaken');
        throw error;
      });
    const context = { company: company.name, inviter: await inviterName(session) };
    for (const invitee of invited) {
      await sendLink(lang, { ...invitee, companyId: session.companyId }, context, invitee.token);
    }
    for (const user of users) {
      const owner = elsewhere.get(normalizeEmail(user.email));
      if (!owner) continue;
      await sendElsewhereNotice(
        lang,
        {
          ...owner,
          email: user.email.trim(),
          firstName: cleanName(user.firstName, max),
        },
        context,
      );
    }
    return users.length;
  }

  return {
    async validate(session, users) {
      await check(session, users);
    },

    invite(session, users, code, lang) {
      return invite(session, users, code, lang, 'invitation');
    },

    async registerDelegate(session, person, code, lang) {
      await invite(
        session,
        [{ ...person, isDelegate: true, isLegalRepresentative: false }],
        code,
        lang,
        'delegate',
      ).catch((error: unknown) => {
        // One person, not a list: the refusal names the form's field.
        const taken = error instanceof AppError ? error.fields['users.0.email'] : undefined;
        if (error instanceof AppError && taken) {
          const { params, headers } = error;
          throw new AppError(error.status, error.code, error.messageKey, params, headers, {
            email: taken,
          });
        }
        throw error;
      });
    },

    validity(email, token) {
      return links.state(db, email, token);
    },

    async resend(session, userPublicId, lang) {
      const sent = await db.transaction(async (tx) => {
        const person = await pendingPerson(tx, session, userPublicId);
        const wait =
          person.last_sent === null
            ? 0
            : RESEND_INVITATION_SECONDS -
              Math.floor((clock.now().getTime() - person.last_sent.getTime()) / 1000);
        if (wait > 0) {
          throw new AppError(
            429,
            'RATE_LIMITED',
            'team.invitationTooSoon',
            { seconds: wait },
            { 'retry-after': String(wait) },
          );
        }
        const link = await links.issue(tx, {
          companyId: session.companyId,
          userId: person.id,
          invitedBy: session.userId,
          isLegalRepresentative: person.invited_as_owner,
        });
        await recordTeamEvent(tx, clock, {
          companyId: session.companyId,
          actorId: session.userId,
          subjectId: person.id,
          action: 'invitation.resent',
        });
        return {
          userId: person.id,
          email: person.email,
          firstName: person.first_name,
          token: link.token,
          delegate: person.is_delegate,
        };
      });
      const company = await companyOf(session);
      await sendLink(
        await languageOf(db, { companyId: session.companyId, userId: sent.userId }, lang),
        { ...sent, companyId: session.companyId },
        { company: company.name, inviter: await inviterName(session) },
        sent.token,
      );
      const member = await members.one(session, userPublicId);
      if (!member) throw notPending();
      return member;
    },

    async cancel(session, userPublicId) {
      const cancelled = await db.transaction(async (tx) => {
        const person = await pendingPerson(tx, session, userPublicId);
        const now = clock.now();
        const q = kyselyOf(tx);
        await revokeOpenInvitations(tx, { companyId: session.companyId, userId: person.id }, now);
        // The address is free again; the row stays for the audit trail.
        await q
          .updateTable('users')
          .set({ deleted_at: now, status: 'inactive', legal_representative: false })
          .where('id', '=', person.id)
          .where('company_id', '=', session.companyId)
          .execute();
        if (person.owner) {
          await q
            .updateTable('companies')
            .set({ legal_representative_confirmed: false })
            .where('id', '=', session.companyId)
            .execute();
        }
        await recordTeamEvent(tx, clock, {
          companyId: session.companyId,
          actorId: session.userId,
          subjectId: person.id,
          action: 'invitation.cancelled',
        });
        return person.id;
      });
      liveSessions.forgetUser(cancelled);
    },
  };
}
