// Contract operations served here (method, path, operationId):
//   POST /v2/web/user/sso/start  startSingleSignOn
//   POST /v2/web/user/sso/callback  completeSingleSignOn
//   GET /v2/web/company/sso-settings  getSingleSignOnSettings
//   PUT /v2/web/company/sso-settings  updateSingleSignOnSettings
//   POST /v2/web/company/sso-settings/connection-test  startSingleSignOnConnectionTest
//   POST /v2/web/user/sso/connection-test/callback  completeSingleSignOnConnectionTest

import { randomToken } from '../auth/crypto.js';
import type { Handlers } from '../contract/types.js';
import { SSO_COOKIE, setSsoCookie } from '../http/cookies.js';
import { sessionOf } from '../http/session-of.js';
import { openSession } from '../http/signed-in-session.js';
import type { Services } from '../services.js';
import { stateInvalid } from './single-sign-on.js';

type SsoHandlers = Pick<
  Handlers,
  | 'getSingleSignOnSettings'
  | 'updateSingleSignOnSettings'
  | 'startSingleSignOn'
  | 'completeSingleSignOn'
  | 'startSingleSignOnConnectionTest'
  | 'completeSingleSignOnConnectionTest'
>;

/** One binding per browser: two tabs that start a sign-in (or a test) can both finish it. */
function bindingOf(cookies: Record<string, string | undefined>) {
  const existing = cookies[SSO_COOKIE];
  return existing !== undefined && existing !== '' ? existing : randomToken();
}

/** Single sign-on: the admin's settings, and the sign-in round trip through the provider. */
export function ssoHandlers(services: Services): SsoHandlers {
  const { sso } = services;
  return {
    async getSingleSignOnSettings({ credentials }) {
      return { status: 200, body: await sso.settings(sessionOf(credentials).companyId) };
    },

    async updateSingleSignOnSettings({ credentials, body }) {
      const session = sessionOf(credentials);
      const saved = await sso.save(
        { userId: session.userId, companyId: session.companyId },
        {
          provider: body.provider,
          enforced: body.enforced,
          actionCode: body.actionCode,
          connectionTestId: body.connectionTestId,
        },
      );
      return { status: 200, body: saved };
    },

    async startSingleSignOnConnectionTest({ credentials, body, request, reply }) {
      const session = sessionOf(credentials);
      const binding = bindingOf(request.cookies);
      const started = await sso.startConnectionTest(
        { userId: session.userId, companyId: session.companyId },
        {
          provider: body.provider,
          oktaDomain: body.oktaDomain,
          issuer: body.issuer,
          clientId: body.clientId,
          clientSecret: body.clientSecret,
        },
        binding,
      );
      setSsoCookie(request, reply, binding);
      return { status: 200, body: started };
    },

    async completeSingleSignOnConnectionTest({ body, request }) {
      const binding = request.cookies[SSO_COOKIE];
      if (!binding) throw stateInvalid();
      const result = await sso.completeConnectionTest({
        state: body.state,
        code: body.code,
        error: body.error,
        errorDescription: body.errorDescription,
        issuer: body.iss,
        browserBinding: binding,
      });
      return { status: 200, body: result };
    },

    async startSingleSignOn({ body, request, reply }) {
      const binding = bindingOf(request.cookies);
      const start = await sso.start(body.email, binding);
      if (start.provider === 'none') {
        return { status: 200, body: { provider: 'none', required: false } };
      }
      setSsoCookie(request, reply, binding);
      return { status: 200, body: start };
    },

    async completeSingleSignOn({ body, request, reply }) {
      const binding = request.cookies[SSO_COOKIE];
      if (!binding) throw stateInvalid();
      const owner = await sso.complete({
        state: body.state,
        code: body.code,
        error: body.error,
        errorDescription: body.errorDescription,
        issuer: body.iss,
        browserBinding: binding,
      });
      // The same session as a password and a code open: a refresh family and an access token.
      return { status: 200, body: await openSession(services, { request, reply }, owner) };
    },
  };
}
