// Contract operations served here (method, path, operationId):
//   GET /v2/web/delegates  listDelegates
//   POST /v2/web/delegates  registerDelegate

import type { Handlers } from '../contract/types.js';
import { asBadRequest } from '../http/errors.js';
import { sessionOf } from '../http/session-of.js';
import { translate } from '../i18n/messages.js';
import type { Team } from '../team/team.js';

type DelegateHandlers = Pick<Handlers, 'listDelegates' | 'registerDelegate'>;

/** Delegates (issue 36, `/delegate-registration`); the rules live in invitations.ts. */
export function delegateHandlers({ invitations, members }: Team): DelegateHandlers {
  return {
    async listDelegates({ credentials }) {
      return {
        status: 200,
        body: { delegates: await members.delegatesOf(sessionOf(credentials)) },
      };
    },

    async registerDelegate({ body, credentials, lang }) {
      const session = sessionOf(credentials);
      const { actionCode, ...person } = body;
      await invitations
        .registerDelegate(session, person, actionCode, lang)
        // A wrong code is a 401 at sign-in; on a signed-in call it must not mean "refresh".
        .catch((error: unknown) => {
          throw asBadRequest(error);
        });
      return {
        status: 201,
        body: {
          msg: translate(lang, 'team.delegateRegistered', {
            name: `${person.firstName} ${person.lastName}`.trim(),
          }),
          delegates: await members.delegatesOf(session),
        },
      };
    },
  };
}
