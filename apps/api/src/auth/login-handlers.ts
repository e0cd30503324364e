// Contract operations served here (method, path, operationId):
//   POST /v2/web/user/login  login

import { maskEmail } from '../accounts/mask-email.js';
import { deviceKind } from '../auth/device-names.js';
import {
  APPROVAL_LINK_SECONDS,
  DEVICE_TRUST_SECONDS,
  type DeviceOwner,
} from '../auth/trusted-devices.js';
import type { Handlers } from '../contract/types.js';
import { setDeviceCookie, setLoginCookie } from '../http/cookies.js';
import { AppError } from '../http/errors.js';
import { openSession } from '../http/signed-in-session.js';
import type { Lang } from '../i18n/language.js';
import { newDeviceNotice } from '../notifications/notices.js';
import { translate } from '../i18n/messages.js';
import type { Services } from '../services.js';

const badCredentials = () => new AppError(401, 'BAD_CREDENTIALS', 'auth.badCredentials');

/**
 * The password step: right password → a challenge cookie for the second factor; from a
 * trusted device, signed in at once; from a new device of a company that allows only trusted
 * ones, 423 and an emailed approval link.
 */
export function loginHandlers(services: Services): Pick<Handlers, 'login'> {
  const { users, passwords, loginThrottle, challenges, trustedDevices, notifications, config } =
    services;

  async function emailApproval(
    user: { id: number; companyId: number },
    kind: ReturnType<typeof deviceKind>,
    token: string,
    requestLang: Lang,
  ) {
    const link = `${config.publicUrl}/client/approve-device?token=${encodeURIComponent(token)}`;
    // A sign-in from a new device is always told (its kind is locked on), by the notifier.
    await notifications.notifier.notify(
      { companyId: user.companyId, userId: user.id },
      (lang) => {
        const device =
          [kind.browser, kind.os].filter(Boolean).join(', ') || translate(lang, 'devices.unknown');
        return newDeviceNotice({
          device,
          subject: translate(lang, 'mail.newDevice.subject'),
          text: translate(lang, 'mail.newDevice.text', {
            device,
            link,
            minutes: APPROVAL_LINK_SECONDS / 60,
            days: DEVICE_TRUST_SECONDS / 86_400,
          }),
        });
      },
      requestLang,
    );
  }

  return {
    async login({ body, request, reply, lang }) {
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
      // After the password check, so the answer tells nothing to someone without it.
      await services.sso.checkPasswordAllowed(user);
      const key = { userId: user.id, companyId: user.companyId };
      // Hashes made with older (or the seed's lighter) parameters are upgraded on sign-in.
      if (passwords.needsRehash(user.passwordHash)) {
        await users.updatePasswordHash(key, await passwords.hash(body.password));
      }

      const owner: DeviceOwner = { ...key, userPublicId: user.publicId };
      const cookieName = trustedDevices.cookieName(owner);
      const device = await trustedDevices.recognise(owner, request.cookies[cookieName]);
      if (device?.status === 'trusted') {
        // A browser the user trusts: the password is enough, no code.
        await trustedDevices.markUsed(owner, device);
        const signedIn = await openSession(services, { request, reply }, owner);
        setDeviceCookie(request, reply, cookieName, {
          value: request.cookies[cookieName] ?? '',
          expiresAt: device.expiresAt,
        });
        return { status: 200, body: signedIn };
      }
      if (await trustedDevices.required(user.companyId)) {
        const kind = deviceKind(request.headers['user-agent']);
        const pending = await trustedDevices.awaitApproval(owner, kind, device);
        if (pending.cookie) setDeviceCookie(request, reply, cookieName, pending.cookie);
        if (pending.approvalToken) await emailApproval(user, kind, pending.approvalToken, lang);
        request.log.info({ userId: user.id }, 'sign-in from a new device refused (423)');
        return {
          status: 423,
          body: { errors: { code: 'NEW_DEVICE', msg: translate(lang, 'auth.newDevice') } },
        };
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
