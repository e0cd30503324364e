import type { Profile, ProfileLanguage } from '@outlay/api-client/schema';
import {
  cleanName,
  maskPhone,
  nameMaxLength,
  nameProblemOf,
  nationalDigits,
  normalizeCallingCode,
} from '@outlay/rules';
import { isPhoneNumber } from '@outlay/rules/phone-numbers';
import { sql, type Updateable } from 'kysely';
import sharp from 'sharp';
import type { CodeDelivery, CodeReason } from '../auth/code-delivery.js';
import type { Db } from '../db/db.js';
import type { Users } from '../db/schema.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import { detectFileType } from '../files/detect-type.js';
import type { IncomingFile } from '../files/receive-file.js';
import { FileTooLargeError, limitBytes } from '../files/size-limit.js';
import { AppError, type FieldMessages, asBadRequest } from '../http/errors.js';
import type { Session } from '../http/security.js';
import type { Lang } from '../i18n/language.js';

/** The largest picture taken (the upload portal's default limit, spec part 2 §5). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** The stored square's side: twice the largest avatar shown, for sharp high-density screens. */
export const PICTURE_SIDE = 256;
/** Formats a browser can show that people's cameras and screenshots produce. */
const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);
/** A decompression bomb is refused before sharp allocates its pixels. */
const PICTURE_MAX_PIXELS = 50_000_000;

const PHONE_CHANGE: CodeReason = { kind: 'phone-change' };

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  language: ProfileLanguage;
  timeZone: string;
}

export interface Profiles {
  /** The caller's own profile: every operation here reads and writes the session's user only. */
  get(session: Session): Promise<Profile>;
  update(session: Session, changes: ProfileChanges): Promise<Profile>;
  setPicture(session: Session, file: IncomingFile): Promise<Profile>;
  removePicture(session: Session): Promise<Profile>;
  /** Keeps the number pending and texts a code to it; answers the new number, masked. */
  requestPhoneChange(
    session: Session,
    phone: { countryCallingCode: string; phoneNumber: string },
    lang: Lang,
  ): Promise<string>;
  confirmPhoneChange(session: Session, code: string): Promise<Profile>;
}

function notFound(): AppError {
  return new AppError(404, 'NOT_FOUND', 'errors.notFound');
}

/** True for a time zone the runtime knows (IANA names and their aliases). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The whole picture in memory, at most PICTURE_MAX_BYTES: it is decoded whole anyway. */
async function readPicture(file: IncomingFile): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  try {
    for await (const chunk of limitBytes(
      file.stream as AsyncIterable<Uint8Array>,
      PICTURE_MAX_BYTES,
    )) {
      chunks.push(chunk);
    }
  } catch (error) {
    file.stream.destroy();
    if (error instanceof FileTooLargeError) throw pictureTooLarge();
    throw error;
  }
  if (file.isTruncated()) throw pictureTooLarge();
  return Buffer.concat(chunks);
}

const pictureTooLarge = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', 'profile.pictureTooLarge', { n: 5 });
const pictureType = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'profile.pictureType');

/**
 * The stored picture: upright (EXIF orientation applied), cropped to a centred square,
 * resized, re-encoded as JPEG. sharp writes no metadata unless asked, so location, camera and
 * the rest of the EXIF block are gone.
 */
export async function squarePicture(bytes: Buffer): Promise<Buffer> {
  const detected = await detectFileType(bytes.subarray(0, 4100));
  if (!detected || !PICTURE_TYPES.has(detected.mime)) throw pictureType();
  try {
    return await sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PICTURE_SIDE, PICTURE_SIDE, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    // Bytes that begin like an image but do not decode as one.
    throw pictureType();
  }
}

export function createProfiles(deps: { db: Db; codeDelivery: CodeDelivery }): Profiles {
  const { db, codeDelivery } = deps;

  async function read(session: Session): Promise<Profile> {
    const row = await kyselyOf(db)
      .selectFrom('users as u')
      .innerJoin('companies as c', 'c.id', 'u.company_id')
      .select([
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.language',
        'u.time_zone',
        'u.profile_pic_medium',
        'u.phone_number',
        'u.country_calling_code',
        'u.pending_phone_number',
        'u.pending_country_calling_code',
        'c.card_service_type',
      ])
      .where('u.id', '=', session.userId)
      .where('u.company_id', '=', session.companyId)
      .where('u.status', '=', 'active')
      .executeTakeFirst();
    if (!row) throw notFound();
    return {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      language: row.language,
      timeZone: row.time_zone,
      profilePicMedium: row.profile_pic_medium,
      phoneNumber: row.phone_number,
      countryCallingCode: row.country_calling_code,
      pendingPhone:
        row.pending_phone_number === null
          ? null
          : maskPhone({
              countryCallingCode: row.pending_country_calling_code,
              phoneNumber: row.pending_phone_number,
            }),
      nameMaxLength: nameMaxLength(row.card_service_type),
    };
  }

  /** Updates the session's own row; none updated means the person is gone (404). */
  async function write(session: Session, values: Updateable<Users>): Promise<void> {
    const result = await kyselyOf(db)
      .updateTable('users')
      .set(values)
      .where('id', '=', session.userId)
      .where('company_id', '=', session.companyId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw notFound();
  }

  /** Refuses a number someone else already has (spec part 2 §5: "not already used"). */
  async function assertPhoneFree(session: Session, digits: string): Promise<void> {
    const taken = await kyselyAcrossCompanies(db)
      .selectFrom('users')
      .select('id')
      .where('id', '!=', session.userId)
      .where('phone_number', 'is not', null)
      // Written as users_phone_digits_idx is, so the lookup uses it.
      .where(
        (eb) =>
          sql<string>`regexp_replace(coalesce(${eb.ref('country_calling_code')}, '') || ${eb.ref('phone_number')}, '[^0-9]', '', 'g')`,
        '=',
        digits,
      )
      .executeTakeFirst();
    if (taken) {
      throw new AppError(
        409,
        'PHONE_USED',
        'signUp.phoneUsed',
        {},
        {},
        {
          phoneNumber: { key: 'signUp.phoneUsed' },
        },
      );
    }
  }

  return {
    get: read,

    async update(session, changes) {
      const { cardServiceType } = await kyselyOf(db)
        .selectFrom('companies')
        .select('card_service_type as cardServiceType')
        .where('id', '=', session.companyId)
        .executeTakeFirstOrThrow();
      const fields: FieldMessages = {};
      for (const field of ['firstName', 'lastName'] as const) {
        const problem = nameProblemOf(changes[field]);
        if (problem === 'required') fields[field] = { key: 'validation.required' };
        if (problem === 'characters') fields[field] = { key: 'profile.nameCharacters' };
      }
      if (!isTimeZone(changes.timeZone)) fields.timeZone = { key: 'profile.timeZoneInvalid' };
      if (Object.keys(fields).length > 0) {
        throw new AppError(400, 'VALIDATION', 'profile.invalid', {}, {}, fields);
      }
      const max = nameMaxLength(cardServiceType);
      await write(session, {
        first_name: cleanName(changes.firstName, max),
        last_name: cleanName(changes.lastName, max),
        language: changes.language,
        time_zone: changes.timeZone,
      });
      return read(session);
    },

    async setPicture(session, file) {
      const picture = await squarePicture(await readPicture(file));
      await write(session, {
        profile_pic_medium: `data:image/jpeg;base64,${picture.toString('base64')}`,
      });
      return read(session);
    },

    async removePicture(session) {
      await write(session, { profile_pic_medium: null });
      return read(session);
    },

    async requestPhoneChange(session, phone, lang) {
      const callingCode = normalizeCallingCode(phone.countryCallingCode);
      if (!isPhoneNumber(callingCode, phone.phoneNumber)) {
        throw new AppError(
          400,
          'VALIDATION',
          'signUp.phoneInvalid',
          {},
          {},
          {
            phoneNumber: { key: 'signUp.phoneInvalid' },
          },
        );
      }
      const national = nationalDigits(phone.phoneNumber);
      const digits = `${callingCode}${national}`.replace(/[^0-9]/g, '');
      await assertPhoneFree(session, digits);
      await write(session, {
        pending_phone_number: national,
        pending_country_calling_code: callingCode,
      });
      await codeDelivery.send(session, PHONE_CHANGE, { channel: 'sms', phone: digits }, lang);
      return maskPhone({ countryCallingCode: callingCode, phoneNumber: national });
    },

    async confirmPhoneChange(session, code) {
      const pending = await kyselyOf(db)
        .selectFrom('users')
        .select(['pending_phone_number', 'pending_country_calling_code'])
        .where('id', '=', session.userId)
        .where('company_id', '=', session.companyId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (!pending?.pending_phone_number) throw notFound();
      try {
        await codeDelivery.consume(session, PHONE_CHANGE, code);
      } catch (error) {
        throw asBadRequest(error);
      }
      const digits =
        `${pending.pending_country_calling_code ?? ''}${pending.pending_phone_number}`.replace(
          /[^0-9]/g,
          '',
        );
      // Someone may have taken the number since the code was sent.
      await assertPhoneFree(session, digits);
      // The code went to this number and came back, so the number is verified as well.
      await write(session, {
        phone_number: pending.pending_phone_number,
        country_calling_code: pending.pending_country_calling_code,
        pending_phone_number: null,
        pending_country_calling_code: null,
        is_phone_verified: true,
      });
      return read(session);
    },
  };
}
