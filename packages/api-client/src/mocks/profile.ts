// Happy-path handlers for the profile page: a save answers the profile with what was sent, a
// new number waits for its code, and the code makes it the person's.
import type { ChangePhoneNumberRequest, Profile, UpdateProfileRequest } from '../schema-types';
import { adminProfile } from './fixtures/profile';
import { http } from './http';

/** A tiny JPEG-looking data URL: the mock never decodes it. */
const uploadedPicture = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2Q==';

export const profileHandlers = [
  http.get('/v2/web/user/profile', ({ response }) => response(200).json(adminProfile)),
  http.put('/v2/web/user/profile', async ({ request, response }) => {
    // The happy path answers even a body it cannot read, with the fixture unchanged.
    const body = (await request.json().catch(() => ({}))) as Partial<UpdateProfileRequest>;
    const saved: Profile = { ...adminProfile, ...body };
    return response(200).json(saved);
  }),
  http.put('/v2/web/user/profile/picture', ({ response }) =>
    response(200).json({ ...adminProfile, profilePicMedium: uploadedPicture }),
  ),
  http.delete('/v2/web/user/profile/picture', ({ response }) =>
    response(200).json({ ...adminProfile, profilePicMedium: null }),
  ),
  http.post('/v2/web/user/change-phone-number', async ({ request, response }) => {
    const body = (await request.json().catch(() => ({}))) as Partial<ChangePhoneNumberRequest>;
    const digits = (body.phoneNumber ?? '2015550199').replace(/\D/g, '');
    return response(200).json({
      msg: 'We sent you a code.',
      expiresInSeconds: 600,
      resendAfterSeconds: 30,
      maskedPhone: `${body.countryCallingCode ?? '+1'} ${digits.slice(0, 3)}*****${digits.slice(-2)}`,
    });
  }),
  http.post('/v2/web/user/change-phone-number/confirm', ({ response }) =>
    response(200).json({ ...adminProfile, phoneNumber: '2015550199', pendingPhone: null }),
  ),
];
