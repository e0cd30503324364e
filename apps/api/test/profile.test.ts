// A person's own profile (issue 36, the profile page): every role reads and changes only their
// own; the name's rule and the issuer's length; language and time zone; the picture checked by
// its bytes and size, made an upright square and stripped of its EXIF block; the phone number
// changed only through the code texted to the new number, refused when someone else has it.
import type { ErrorBody, LoggedInUser, PhoneCodeSent, Profile } from '@outlay/api-client/schema';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/companies.js';
import { type FormPart, multipartBody, sampleFiles } from './support/multipart.js';
import { API } from './support/sign-in.js';
import {
  type Caller,
  callersFrom,
  latestMessage,
  wrongCodeFor,
} from './support/signed-in-calls.js';
import { suiteServer } from './support/suite-server.js';

const server = suiteServer();
const callers = callersFrom(server, '198.51.102', 10);

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape it expects, as with response.json<T>()
function body<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

const person = (
  role: 'admin' | 'manager' | 'bookkeeper' | 'employee',
  companyId: number = COMPANY.northwind,
) => callers.newUser({ role, companyId });

const changes = {
  firstName: 'ana',
  lastName: 'de la cruz',
  language: 'es',
  timeZone: 'America/Mexico_City',
};

function uploadPicture(caller: Caller, parts: FormPart[], lang?: string) {
  const form = multipartBody(parts);
  return server.app.inject({
    method: 'PUT',
    url: `${API}/web/user/profile/picture`,
    remoteAddress: caller.address,
    headers: {
      ...form.headers,
      authorization: `Bearer ${caller.session.secretToken}`,
      ...(lang ? { 'accept-language': lang } : {}),
    },
    payload: form.payload,
  });
}

const picturePart = (content: Buffer, filename = 'me.jpg'): FormPart => ({
  name: 'picture',
  filename,
  content,
  type: 'image/jpeg',
});

/** A photo as a phone takes one: wider than tall, with an orientation and an EXIF block. */
function cameraPhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 30, b: 60 } },
  })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'where I live', Artist: 'Ana' } })
    .jpeg()
    .toBuffer();
}

let nextPhone = 10;
/** A US number no one else has (the 201 555 01xx range is valid and fictional). */
const freshPhone = () => `20155501${String(nextPhone++).padStart(2, '0')}`;

describe('whose profile', () => {
  it('lets every role read and change their own profile, and only their own', async () => {
    for (const role of ['admin', 'manager', 'bookkeeper', 'employee'] as const) {
      const { user, caller } = await person(role);
      const own = body<Profile>(await caller.call('GET', '/web/user/profile'));
      expect(own).toMatchObject({ email: user.email, firstName: user.firstName, language: null });
      const saved = body<Profile>(await caller.call('PUT', '/web/user/profile', changes));
      expect(saved).toMatchObject({
        firstName: 'Ana',
        lastName: 'De La Cruz',
        language: 'es',
        timeZone: 'America/Mexico_City',
      });
      // The signed-in user carries the language, so the app switches to it.
      const me = body<LoggedInUser>(await caller.call('GET', '/web/user/load-user-profile'));
      expect(me.language).toBe('es');
    }
  });

  it('never changes anyone else: the body names no person', async () => {
    const { caller } = await person('admin');
    const { user: other, caller: otherCaller } = await person('employee');
    const refused = await caller.call('PUT', '/web/user/profile', { ...changes, userId: other.id });
    expect(refused.statusCode).toBe(400);
    expect(body<Profile>(await otherCaller.call('GET', '/web/user/profile')).firstName).toBe(
      other.firstName,
    );
  });
});

describe('name, language and time zone', () => {
  it('refuses a name with other characters and an unknown time zone, in the caller language', async () => {
    const { caller } = await person('employee');
    const refused = await caller.call(
      'PUT',
      '/web/user/profile',
      { ...changes, firstName: 'Ana3', timeZone: 'Mars/Olympus' },
      { lang: 'es' },
    );
    const { errors } = body<ErrorBody>(refused, 400);
    expect(errors.fields).toEqual({
      firstName: 'Usa solo letras, espacios y guiones.',
      timeZone: 'Elige una zona horaria de la lista.',
    });
    const english = body<ErrorBody>(
      await caller.call('PUT', '/web/user/profile', { ...changes, lastName: '  ' }),
      400,
    );
    expect(english.errors.fields).toEqual({ lastName: 'This field is required.' });
  });

  it('cuts a name to what the card issuer prints (Tutuka: 60)', async () => {
    const { caller } = await person('employee', COMPANY.colombia);
    const long = 'a'.repeat(80);
    const saved = body<Profile>(
      await caller.call('PUT', '/web/user/profile', { ...changes, firstName: long }),
    );
    expect(saved.nameMaxLength).toBe(60);
    expect(saved.firstName).toBe(`A${'a'.repeat(59)}`);
  });

  it('takes only the three languages', async () => {
    const { caller } = await person('employee');
    const refused = await caller.call('PUT', '/web/user/profile', { ...changes, language: 'fr' });
    expect(refused.statusCode).toBe(400);
  });
});

describe('the picture', () => {
  it('stores an upright square JPEG without the EXIF block, and removes it again', async () => {
    const { caller } = await person('manager');
    const saved = body<Profile>(await uploadPicture(caller, [picturePart(await cameraPhoto())]));
    const [prefix, data] = (saved.profilePicMedium ?? '').split(',');
    expect(prefix).toBe('data:image/jpeg;base64');
    const stored = await sharp(Buffer.from(data ?? '', 'base64')).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    const me = body<LoggedInUser>(await caller.call('GET', '/web/user/load-user-profile'));
    expect(me.profilePicMedium).toBe(saved.profilePicMedium);

    const removed = body<Profile>(await caller.call('DELETE', '/web/user/profile/picture'));
    expect(removed.profilePicMedium).toBeNull();
  });

  it('refuses what is not a picture by its bytes, whatever its name says', async () => {
    const { caller } = await person('employee');
    for (const content of [sampleFiles.pdf(), sampleFiles.exe(), sampleFiles.text()]) {
      const refused = await uploadPicture(caller, [picturePart(content, 'me.jpg')], 'pt');
      expect(body<ErrorBody>(refused, 415).errors.msg).toBe(
        'Escolha uma imagem PNG, JPEG ou WebP.',
      );
    }
    // Starts like a JPEG, does not decode as one.
    const broken = await uploadPicture(caller, [picturePart(sampleFiles.jpeg())]);
    expect(body<ErrorBody>(broken, 415).errors.msg).toBe('Choose a PNG, JPEG or WebP picture.');
    expect(
      body<Profile>(await caller.call('GET', '/web/user/profile')).profilePicMedium,
    ).toBeNull();
  });

  it('refuses a picture over 5 MB in the caller language', async () => {
    const { caller } = await person('employee');
    const refused = await uploadPicture(
      caller,
      [picturePart(sampleFiles.png(5 * 1024 * 1024 + 1), 'big.png')],
      'es',
    );
    expect(body<ErrorBody>(refused, 413).errors.msg).toBe('El archivo no puede superar los 5mb');
  });
});

describe('changing the phone number', () => {
  it('keeps the old number until the code texted to the new one is entered', async () => {
    const { user, caller } = await person('bookkeeper');
    const phone = freshPhone();
    const sent = body<PhoneCodeSent>(
      await caller.call('POST', '/web/user/change-phone-number', {
        countryCallingCode: '+1',
        phoneNumber: phone,
      }),
    );
    expect(sent.maskedPhone).toBe(`+1 201*****${phone.slice(-2)}`);
    const pending = body<Profile>(await caller.call('GET', '/web/user/profile'));
    expect(pending).toMatchObject({
      phoneNumber: user.phoneNumber,
      pendingPhone: sent.maskedPhone,
    });

    const text = await latestMessage(server.app, `1${phone}`);
    expect(text.channel).toBe('sms');
    const wrong = await caller.call('POST', '/web/user/change-phone-number/confirm', {
      code: wrongCodeFor(text.code ?? ''),
    });
    expect(wrong.statusCode).toBe(400);
    const changed = body<Profile>(
      await caller.call('POST', '/web/user/change-phone-number/confirm', { code: text.code }),
    );
    expect(changed).toMatchObject({
      phoneNumber: phone,
      countryCallingCode: '+1',
      pendingPhone: null,
    });
    const me = body<LoggedInUser>(await caller.call('GET', '/web/user/load-user-profile'));
    expect(me).toMatchObject({ phoneNumber: phone, isPhoneVerified: true });
  });

  it('refuses a number that is not valid, and one someone else has', async () => {
    const { caller } = await person('employee');
    const invalid = await caller.call(
      'POST',
      '/web/user/change-phone-number',
      { countryCallingCode: '+1', phoneNumber: '1234' },
      { lang: 'en' },
    );
    expect(body<ErrorBody>(invalid, 400).errors.fields).toEqual({
      phoneNumber: 'Please enter valid phone number.',
    });
    const { caller: other } = await person('employee');
    const taken = freshPhone();
    body(
      await other.call('POST', '/web/user/change-phone-number', {
        countryCallingCode: '+1',
        phoneNumber: taken,
      }),
    );
    const code = (await latestMessage(server.app, `1${taken}`)).code;
    body(await other.call('POST', '/web/user/change-phone-number/confirm', { code }));
    const refused = await caller.call('POST', '/web/user/change-phone-number', {
      countryCallingCode: '+1',
      phoneNumber: taken,
    });
    expect(body<ErrorBody>(refused, 409).errors.msg).toBe('This Phone number is already used.');
  });

  it('answers 404 to a code when no number is waiting', async () => {
    const { caller } = await person('employee');
    const response = await caller.call('POST', '/web/user/change-phone-number/confirm', {
      code: '123456',
    });
    expect(response.statusCode).toBe(404);
  });
});
