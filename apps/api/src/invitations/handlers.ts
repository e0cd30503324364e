// Contract operations served here (method, path, operationId):
//   POST /v2/web/user/validate-emails  validateEmails
//   POST /v2/web/user/invite-users  inviteUsers
//   POST /v2/web/user/invite-validity  getInviteValidity
//   POST /v2/web/user/resend-invitation  resendInvitation
//   POST /v2/web/user/cancel-invitation  cancelInvitation

import type { Handlers } from '../contract/types.js';
import { sessionOf } from '../http/session-of.js';
import { translate } from '../i18n/messages.js';
import type { Team } from '../team/team.js';
import { asBadRequest } from '../http/errors.js';

type InvitationHandlers = Pick<
  Handlers,
  'validateEmails' | 'inviteUsers' | 'getInviteValidity' | 'resendInvitation' | 'cancelInvitation'
>;

/** Invitations (spec part 2 §2.5, §4, §7); the rules live in invitations/. */
export function invitationHandlers({ invitations, members }: Team): InvitationHandlers {
  return {
    async validateEmails({ body, credentials, lang }) {
      await invitations.validate(sessionOf(credentials), body.users);
      return { status: 200, body: { status: true, msg: translate(lang, 'team.emailsValid') } };
    },

    async inviteUsers({ body, credentials, lang }) {
      const count = await invitations
        .invite(sessionOf(credentials), body.users, body.actionCode, lang)
        // A wrong code is a 401 at sign-in; on a signed-in call it must not mean "refresh".
        .catch((error: unknown) => {
          throw asBadRequest(error);
        });
      return {
        status: 200,
        body: { status: true, msg: translate(lang, 'team.invited', { count }) },
      };
    },

    async getInviteValidity({ body }) {
      return { status: 200, body: { state: await invitations.validity(body.email, body.token) } };
    },

    async resendInvitation({ body, credentials, lang }) {
      const user = await invitations.resend(sessionOf(credentials), body.userId, lang);
      return {
        status: 200,
        body: { msg: translate(lang, 'team.invitationResent', { email: user.email }), user },
      };
    },

    async cancelInvitation({ body, credentials, lang }) {
      const session = sessionOf(credentials);
      const person = await members.one(session, body.userId);
      await invitations.cancel(session, body.userId);
      const email = person?.email ?? '';
      return { status: 200, body: { msg: translate(lang, 'team.invitationCancelled', { email }) } };
    },
  };
}
