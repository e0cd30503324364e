// Happy-path handlers for single sign-on: the company's settings (Okta, optional), the start
// after the email (SSO offered to addresses at `sso.` and none to others) and the callback
// that signs in the admin fixture.
import type { SsoSettings, SsoSettingsUpdate } from '../schema-types';
import { signedIn } from './fixtures/session';
import { adminUser } from './fixtures/users';
import { http } from './http';

export const ssoSettingsFixture: SsoSettings = {
  provider: 'okta',
  oktaDomain: 'summit-trail.okta.com',
  enforced: false,
  recoveryAdminEmail: null,
  issuer: 'http://localhost/sandbox/oidc/okta',
  clientId: 'outlay-sandbox-okta',
  clientSecretSet: true,
  redirectUri: 'http://localhost/client/sso/callback',
};

export const ssoHandlers = [
  http.get('/v2/web/company/sso-settings', ({ response }) =>
    response(200).json(ssoSettingsFixture),
  ),
  http.put('/v2/web/company/sso-settings', async ({ request, response }) => {
    const body = (await request.json().catch(() => ({}))) as Partial<SsoSettingsUpdate>;
    const provider = body.provider ?? 'none';
    const enforced = provider !== 'none' && body.enforced === true;
    const on = provider !== 'none';
    return response(200).json({
      ...ssoSettingsFixture,
      provider,
      oktaDomain: provider === 'okta' ? ssoSettingsFixture.oktaDomain : null,
      enforced,
      recoveryAdminEmail: enforced ? adminUser.email : null,
      issuer: on ? ssoSettingsFixture.issuer : null,
      clientId: on ? ssoSettingsFixture.clientId : null,
      clientSecretSet: on,
    });
  }),
  http.post('/v2/web/company/sso-settings/connection-test', ({ response }) =>
    response(200).json({
      testId: 'mock-test',
      authorizationUrl: 'http://localhost/sandbox/oidc/okta/auth?state=test.mock-state',
    }),
  ),
  http.post('/v2/web/user/sso/connection-test/callback', ({ response }) =>
    response(200).json({ testId: 'mock-test', email: adminUser.email }),
  ),
  http.post('/v2/web/user/sso/start', async ({ request, response }) => {
    const body = (await request.json().catch(() => ({}))) as { email?: string };
    if (!body.email?.startsWith('sso.')) {
      return response(200).json({ provider: 'none', required: false });
    }
    return response(200).json({
      provider: 'okta',
      required: body.email.startsWith('sso.required'),
      authorizationUrl: 'http://localhost/sandbox/oidc/okta/auth?state=mock-state',
    });
  }),
  http.post('/v2/web/user/sso/callback', ({ response }) => response(200).json(signedIn(adminUser))),
];
