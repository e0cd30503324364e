// Happy-path handlers for login, two-factor, refresh and logout.
import {
  authenticatorEnrolment,
  codeSent,
  loginChallengeFor,
  refreshResponse,
  signedIn,
} from './fixtures/session';
import { adminUser, findUserByEmail, findUserById } from './fixtures/users';
import { http } from './http';

/** Reads a JSON body without failing on a missing or broken one. */
async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const sessionHandlers = [
  // Any password is accepted; the email picks the fixture user (Ava Admin by default).
  http.post('/v2/web/user/login', async ({ request, response }) => {
    const { email } = await readJson(request);
    return response(200).json(loginChallengeFor(findUserByEmail(email) ?? adminUser));
  }),

  http.post('/v2/multifactor-action-code/create-login', ({ response }) =>
    response(200).json(codeSent),
  ),

  // Any code is accepted; the userId picks the fixture user.
  http.post('/v2/web/user/verify-2FA', async ({ request, response }) => {
    const { userId } = await readJson(request);
    return response(200).json(signedIn(findUserById(userId) ?? adminUser));
  }),

  http.post('/v2/web/user/authenticator-enrolment', ({ response }) =>
    response(200).json(authenticatorEnrolment),
  ),

  http.post('/v2/web/user/refresh-token', ({ response }) => response(200).json(refreshResponse)),

  http.post('/v2/web/user/logout', ({ response }) => response(200).json({ msg: 'Signed out.' })),
];
