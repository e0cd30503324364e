// Contract operations served here (method, path, operationId):
//   POST /v2/web/user/login  login

import { maskEmail } from '../accounts/mask-email.js';
import type { Handlers } from '../contract/types.js';
import { setLoginCookie } from '../http/cookies.js';
import { AppError } from '../http/errors.js';
import type { Services } from '../services.js';

const badCredentials = () => new AppError(401, 'BAD_CREDENTIALS', 'auth.badCredentials');

/** The password step: right password → a challenge cookie for the second factor. */
export function loginHandlers(services: Services): Pick<Handlers, 'login'> {
  const { users, passwords, loginThrottle, challenges } = services;
  return {
    async login({ body, request, reply }) {
      await loginThrottle.check(body.email);
      const user = await users.findCredentials(body.email);
      const passwordOk = user
        ? await passwords.verify(user.passwordHash, body.password)
        : await passwords.verifyUnknown(body.password);
      if (!user || !passwordOk || user.status !== 'active') {
        await loginThrottle.recordFailure(body.email, request.ip);
        throw badCredentials();
      }
      await loginThrottle.clear(body.email);
      const key = { userId: user.id, companyId: user.companyId };
      // Hashes made with older (or the seed's lighter) parameters are upgraded on sign-in.
      if (passwords.needsRehash(user.passwordHash)) {
        await users.updatePasswordHash(key, await passwords.hash(body.password));
      }
      const challenge = await challenges.create({ id: user.id, companyId: user.companyId });
      setLoginCookie(request, reply, challenge.token, challenge.expiresAt);
      return {
        status: 200,
        body: {
          userId: user.publicId,
          email: maskEmail(user.email),
          isTwoFactorAuth: user.hasAuthenticator,
          supported2FAMethods: user.supported2FAMethods,
        },
      };
    },
  };
}
