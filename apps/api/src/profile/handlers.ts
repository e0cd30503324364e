// Contract operations served here (method, path, operationId):
//   GET /v2/web/user/profile  getProfile
//   PUT /v2/web/user/profile  updateProfile
//   PUT /v2/web/user/profile/picture  uploadProfilePicture
//   DELETE /v2/web/user/profile/picture  removeProfilePicture
//   POST /v2/web/user/change-phone-number  changePhoneNumber
//   POST /v2/web/user/change-phone-number/confirm  confirmPhoneNumberChange

import { codeSentAnswer } from '../auth/code-delivery.js';
import type { Handlers } from '../contract/types.js';
import { sessionOf } from '../http/session-of.js';
import type { Profiles } from './profile.js';

type ProfileHandlers = Pick<
  Handlers,
  | 'getProfile'
  | 'updateProfile'
  | 'uploadProfilePicture'
  | 'removeProfilePicture'
  | 'changePhoneNumber'
  | 'confirmPhoneNumberChange'
>;

/**
 * The profile page. Every operation takes the person from the session and nothing else, so
 * each role reads and changes only their own profile; rules in profile.ts.
 */
export function profileHandlers(profiles: Profiles): ProfileHandlers {
  return {
    async getProfile({ credentials }) {
      return { status: 200, body: await profiles.get(sessionOf(credentials)) };
    },
    async updateProfile({ credentials, body }) {
      return { status: 200, body: await profiles.update(sessionOf(credentials), body) };
    },
    async uploadProfilePicture({ credentials, body }) {
      return { status: 200, body: await profiles.setPicture(sessionOf(credentials), body.picture) };
    },
    async removeProfilePicture({ credentials }) {
      return { status: 200, body: await profiles.removePicture(sessionOf(credentials)) };
    },
    async changePhoneNumber({ credentials, body, lang }) {
      const maskedPhone = await profiles.requestPhoneChange(sessionOf(credentials), body, lang);
      return { status: 200, body: { ...codeSentAnswer(lang), maskedPhone } };
    },
    async confirmPhoneNumberChange({ credentials, body }) {
      return {
        status: 200,
        body: await profiles.confirmPhoneChange(sessionOf(credentials), body.code),
      };
    },
  };
}
