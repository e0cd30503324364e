// Contract operations served here (method, path, operationId):
//   GET /v2/web/user/load-user-profile  loadUserProfile
//   GET /v2/web/company/company-details  getCompanyDetails

import type { Handlers } from '../contract/types.js';
import { unauthorized } from '../http/errors.js';
import type { Credentials, Session } from '../http/security.js';
import type { Services } from '../services.js';

function sessionOf(credentials: Credentials): Session {
  if (!credentials.session) throw unauthorized('auth.sessionRequired');
  return credentials.session;
}

/** The signed-in user and their company; always scoped by the token's company. */
export function accountHandlers(
  services: Services,
): Pick<Handlers, 'loadUserProfile' | 'getCompanyDetails'> {
  const { users, companies } = services;
  return {
    async loadUserProfile({ credentials }) {
      const session = sessionOf(credentials);
      const user = await users.loggedIn(session);
      if (!user) throw unauthorized('auth.sessionRequired');
      return { status: 200, body: user };
    },

    async getCompanyDetails({ credentials }) {
      const session = sessionOf(credentials);
      const company = await companies.details(session.companyId);
      if (!company) throw unauthorized('auth.sessionRequired');
      return { status: 200, body: company };
    },
  };
}
