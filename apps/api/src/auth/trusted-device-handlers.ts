// Contract operations served here (method, path, operationId):
//   POST /v2/web/user/sign-out-everywhere  signOutEverywhere
//   GET /v2/web/user/trusted-devices  listTrustedDevices
//   DELETE /v2/web/user/trusted-devices/{deviceId}  revokeTrustedDevice
//   POST /v2/web/user/trusted-devices/approve  approveTrustedDevice

import type { FastifyRequest } from 'fastify';
import type { DeviceOwner } from '../auth/trusted-devices.js';
import type { Handlers } from '../contract/types.js';
import { clearDeviceCookie, clearRefreshCookie } from '../http/cookies.js';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import { sessionOf } from '../http/session-of.js';
import { translate } from '../i18n/messages.js';
import type { Services } from '../services.js';

type TrustedDeviceHandlers = Pick<
  Handlers,
  'signOutEverywhere' | 'listTrustedDevices' | 'revokeTrustedDevice' | 'approveTrustedDevice'
>;

const ownerOf = (session: Session): DeviceOwner => ({
  userId: session.userId,
  companyId: session.companyId,
  userPublicId: session.userPublicId,
});

/** "Remember this device" in the security settings, the emailed approval, and ending it all. */
export function trustedDeviceHandlers(services: Services): TrustedDeviceHandlers {
  const { trustedDevices, accountSecurity, liveSessions, db } = services;

  /** The user's trusted devices, the asking browser marked. */
  async function devicesOf(owner: DeviceOwner, request: FastifyRequest) {
    const current = await trustedDevices.recognise(
      owner,
      request.cookies[trustedDevices.cookieName(owner)],
    );
    const devices = await trustedDevices.list(owner);
    return {
      devices: devices.map((device) => ({ ...device, isCurrent: device.id === current?.publicId })),
    };
  }

  return {
    async listTrustedDevices({ credentials, request }) {
      return { status: 200, body: await devicesOf(ownerOf(sessionOf(credentials)), request) };
    },

    async revokeTrustedDevice({ params, credentials, request, reply }) {
      const owner = ownerOf(sessionOf(credentials));
      const cookieName = trustedDevices.cookieName(owner);
      const current = await trustedDevices.recognise(owner, request.cookies[cookieName]);
      if (!(await trustedDevices.revoke(owner, params.deviceId))) {
        throw new AppError(404, 'NOT_FOUND', 'devices.notFound');
      }
      if (current?.publicId === params.deviceId) clearDeviceCookie(request, reply, cookieName);
      return { status: 200, body: await devicesOf(owner, request) };
    },

    async approveTrustedDevice({ body }) {
      const approved = await trustedDevices.approve(body.token);
      if (!approved) throw new AppError(400, 'LINK_INVALID', 'password.linkInvalid');
      return { status: 200, body: { browser: approved.browser, os: approved.os } };
    },

    async signOutEverywhere({ credentials, request, reply, lang }) {
      const session = sessionOf(credentials);
      const owner = ownerOf(session);
      await db.transaction(async (tx) => {
        await accountSecurity.endSessions(session, tx);
        await trustedDevices.revokeAll(owner, tx);
      });
      liveSessions.forgetUser(session.userId);
      clearRefreshCookie(request, reply);
      clearDeviceCookie(request, reply, trustedDevices.cookieName(owner));
      return { status: 200, body: { msg: translate(lang, 'auth.signedOutEverywhere') } };
    },
  };
}
