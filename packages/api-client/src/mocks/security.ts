// Happy-path handlers for verification (bot check, action codes), two-factor methods and the
// password change. Any code and captcha answer are accepted.
import type { NotificationType } from '../schema-types';
import {
  actionCodeGranted,
  actionCodeSent,
  botCheckAllowed,
  deviceApproved,
  passwordChanged,
  signedOutEverywhere,
  trustedDevices,
  twoFactorMethods,
  twoFactorMethodsWithApp,
} from './fixtures/account-security';
import { authenticatorEnrolment } from './fixtures/session';
import { http } from './http';
import { readJson } from './read-json';

const methods: readonly NotificationType[] = ['EMAIL', 'OTP', 'SMS'];
const isMethod = (value: unknown): value is NotificationType =>
  methods.includes(value as NotificationType);

export const securityHandlers = [
  http.post('/v2/web/user/bot-check', ({ response }) => response(200).json(botCheckAllowed)),
  http.post('/v2/multifactor-action-code/create', ({ response }) =>
    response(200).json(actionCodeSent),
  ),
  http.post('/v2/multifactor-action-code/verify', ({ response }) =>
    response(200).json(actionCodeGranted),
  ),
  http.get('/v2/web/user/two-factor-methods', ({ response }) =>
    response(200).json(twoFactorMethods),
  ),
  http.put('/v2/web/user/two-factor-methods/default', async ({ request, response }) => {
    const { method } = await readJson(request);
    return response(200).json({
      ...twoFactorMethods,
      defaultMethod: isMethod(method) ? method : twoFactorMethods.defaultMethod,
    });
  }),
  http.post('/v2/web/user/authenticator/setup', ({ response }) =>
    response(200).json(authenticatorEnrolment),
  ),
  http.post('/v2/web/user/authenticator/confirm', ({ response }) =>
    response(200).json(twoFactorMethodsWithApp),
  ),
  http.post('/v2/web/user/change-password', ({ response }) => response(200).json(passwordChanged)),
  http.get('/v2/web/user/trusted-devices', ({ response }) => response(200).json(trustedDevices)),
  http.delete('/v2/web/user/trusted-devices/{deviceId}', ({ params, response }) =>
    response(200).json({
      devices: trustedDevices.devices.filter((device) => device.id !== params.deviceId),
    }),
  ),
  http.post('/v2/web/user/trusted-devices/approve', ({ response }) =>
    response(200).json(deviceApproved),
  ),
  http.post('/v2/web/user/sign-out-everywhere', ({ response }) =>
    response(200).json(signedOutEverywhere),
  ),
];
