import { randomUUID } from 'node:crypto';
import type { TrustedDevice as ContractTrustedDevice } from '@outlay/api-client/schema';
import { TRUSTED_DEVICE_DAYS } from '@outlay/rules';
import type { NotNull } from 'kysely';
import { type Clock, addSeconds } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import type { DeviceKind } from './device-names.js';
import { hmacHex, randomToken, safeEqual, sha256Hex } from './crypto.js';

/** A trusted browser signs in without a code for this long after it was trusted. */
export const DEVICE_TRUST_SECONDS = TRUSTED_DEVICE_DAYS * 24 * 60 * 60;
/** A browser refused as new waits this long for its approval before it is forgotten. */
export const PENDING_DEVICE_SECONDS = 24 * 60 * 60;
/** An emailed approval link works for an hour. */
export const APPROVAL_LINK_SECONDS = 60 * 60;
/** Trying again from the same new browser sends another link at most once a minute… */
export const APPROVAL_RESEND_SECONDS = 60;
/** …and a user gets at most five links in 15 minutes, whatever the browsers. */
export const MAX_APPROVALS_PER_WINDOW = 5;
export const APPROVAL_WINDOW_SECONDS = 15 * 60;

export interface DeviceOwner {
  userId: number;
  companyId: number;
  userPublicId: string;
}

export interface RecognisedDevice {
  id: number;
  publicId: string;
  status: 'pending' | 'trusted';
  expiresAt: Date;
}

/** A trusted device as the contract shows it; the route says which one is the asking browser. */
export type TrustedDevice = Omit<ContractTrustedDevice, 'isCurrent'>;

/** What the browser keeps: its cookie's value and until when. */
export interface DeviceCookie {
  value: string;
  expiresAt: Date;
}

export interface TrustedDevices {
  /** The cookie a user's device token travels in (one per user, so a shared browser works). */
  cookieName(owner: Pick<DeviceOwner, 'userPublicId'>): string;
  /** The live device (trusted, or waiting for approval) a browser's cookie proves, or null. */
  recognise(owner: DeviceOwner, cookie: string | undefined): Promise<RecognisedDevice | null>;
  /** "Remember this device" after a verified sign-in: a new trusted device. */
  trust(owner: DeviceOwner, kind: DeviceKind, db?: Db): Promise<DeviceCookie>;
  /** A trusted device signed in: when it was last used. */
  markUsed(owner: DeviceOwner, device: RecognisedDevice): Promise<void>;
  /**
   * A browser refused as new: the device waiting for approval (made now, or the one its
   * cookie names), its cookie when it is new, and an approval link's token when one is due.
   */
  awaitApproval(
    owner: DeviceOwner,
    kind: DeviceKind,
    pending: RecognisedDevice | null,
  ): Promise<{ cookie: DeviceCookie | null; approvalToken: string | null }>;
  /** The emailed link: trusts the device it was sent for. Null when unknown, used or expired. */
  approve(token: string): Promise<(DeviceKind & { userId: number; companyId: number }) | null>;
  list(owner: DeviceOwner): Promise<TrustedDevice[]>;
  /** Stops trusting one device; false when the user has no such device. */
  revoke(owner: DeviceOwner, publicId: string): Promise<boolean>;
  /** Stops trusting every device of the user ("Sign out everywhere", deactivated, deleted). */
  revokeAll(owner: Pick<DeviceOwner, 'userId' | 'companyId'>, db?: Db): Promise<void>;
  /** Whether the user's company lets only trusted devices sign in (`is2FAMandatory`). */
  required(companyId: number): Promise<boolean>;
}

/**
 * Trusted devices. The browser holds `<token>.<signature>`: a random token (its SHA-256 is the
 * row's key) and an HMAC binding it to the user, so a cookie is checked before any query and
 * one user's cookie proves nothing for another. Nothing here trusts a device by itself: a
 * verified sign-in ("Remember this device") or the emailed approval link does.
 */
export function createTrustedDevices(db: Db, clock: Clock, key: Buffer): TrustedDevices {
  const signatureOf = (owner: Pick<DeviceOwner, 'userPublicId'>, token: string) =>
    hmacHex(key, `device:${owner.userPublicId}:${token}`);

  /** The token a cookie carries, if its signature is this user's. */
  function tokenOf(owner: DeviceOwner, cookie: string | undefined): string | null {
    if (cookie === undefined || cookie.length > 200) return null;
    const [token, signature, ...rest] = cookie.split('.');
    if (!token || !signature || rest.length > 0) return null;
    const expected = Buffer.from(signatureOf(owner, token));
    return safeEqual(Buffer.from(signature), expected) ? token : null;
  }

  const cookieValue = (owner: DeviceOwner, token: string) =>
    `${token}.${signatureOf(owner, token)}`;

  async function insert(
    target: Db,
    owner: DeviceOwner,
    kind: DeviceKind,
    status: 'pending' | 'trusted',
  ): Promise<{ id: number; token: string; expiresAt: Date }> {
    const now = clock.now();
    const token = randomToken();
    const expiresAt = addSeconds(
      now,
      status === 'trusted' ? DEVICE_TRUST_SECONDS : PENDING_DEVICE_SECONDS,
    );
    const row = await kyselyOf(target)
      .insertInto('trusted_devices')
      .values({
        public_id: randomUUID(),
        company_id: owner.companyId,
        user_id: owner.userId,
        token_hash: sha256Hex(token),
        browser: kind.browser,
        os: kind.os,
        status,
        created_at: now,
        trusted_at: status === 'trusted' ? now : null,
        expires_at: expiresAt,
      })
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new Error('trusted device not stored');
    return { id: row.id, token, expiresAt };
  }

  /** Issues a new approval link for a pending device unless one went out moments ago. */
  async function approvalFor(owner: DeviceOwner, deviceId: number): Promise<string | null> {
    const now = clock.now();
    const q = kyselyOf(db);
    const recent = await q
      .selectFrom('trusted_devices')
      .select((eb) => [
        eb.fn
          .countAll<number>()
          .filterWhere('approval_sent_at', '>', addSeconds(now, -APPROVAL_WINDOW_SECONDS))
          .as('sent'),
        eb.fn.max('approval_sent_at').filterWhere('id', '=', deviceId).as('device_sent_at'),
      ])
      .where('user_id', '=', owner.userId)
      .where('company_id', '=', owner.companyId)
      .executeTakeFirst();
    const lastForDevice = recent?.device_sent_at?.getTime() ?? 0;
    if (now.getTime() - lastForDevice < APPROVAL_RESEND_SECONDS * 1000) return null;
    if ((recent?.sent ?? 0) >= MAX_APPROVALS_PER_WINDOW) return null;
    const token = randomToken();
    await q
      .updateTable('trusted_devices')
      .set({
        approval_token_hash: sha256Hex(token),
        approval_expires_at: addSeconds(now, APPROVAL_LINK_SECONDS),
        approval_sent_at: now,
      })
      .where('id', '=', deviceId)
      .where('company_id', '=', owner.companyId)
      .execute();
    return token;
  }

  return {
    cookieName: (owner) =>
      `outlay_device_${hmacHex(key, `cookie-name:${owner.userPublicId}`).slice(0, 16)}`,

    async recognise(owner, cookie) {
      const token = tokenOf(owner, cookie);
      if (token === null) return null;
      const row = await kyselyOf(db)
        .selectFrom('trusted_devices as d')
        .innerJoin('users as u', (join) =>
          join.onRef('u.id', '=', 'd.user_id').onRef('u.company_id', '=', 'd.company_id'),
        )
        .select(['d.id', 'd.public_id', 'd.status', 'd.expires_at'])
        .where('d.token_hash', '=', sha256Hex(token))
        .where('d.user_id', '=', owner.userId)
        .where('d.company_id', '=', owner.companyId)
        .where('d.revoked_at', 'is', null)
        .where('d.expires_at', '>', clock.now())
        .where('u.status', '=', 'active')
        .executeTakeFirst();
      return row
        ? { id: row.id, publicId: row.public_id, status: row.status, expiresAt: row.expires_at }
        : null;
    },

    async trust(owner, kind, target = db) {
      const device = await insert(target, owner, kind, 'trusted');
      return { value: cookieValue(owner, device.token), expiresAt: device.expiresAt };
    },

    async markUsed(owner, device) {
      await kyselyOf(db)
        .updateTable('trusted_devices')
        .set({ last_used_at: clock.now() })
        .where('id', '=', device.id)
        .where('company_id', '=', owner.companyId)
        .execute();
    },

    async awaitApproval(owner, kind, pending) {
      if (pending?.status === 'pending') {
        return { cookie: null, approvalToken: await approvalFor(owner, pending.id) };
      }
      const device = await insert(db, owner, kind, 'pending');
      // The cookie outlives the wait, so an approval within it leaves a full trust period.
      const cookie = {
        value: cookieValue(owner, device.token),
        expiresAt: addSeconds(device.expiresAt, DEVICE_TRUST_SECONDS),
      };
      return { cookie, approvalToken: await approvalFor(owner, device.id) };
    },

    async approve(token) {
      const now = clock.now();
      // Signed out: the emailed link's token is the only key, whatever company it is of.
      const row = await kyselyAcrossCompanies(db)
        .updateTable('trusted_devices as d')
        .from('users as u')
        .set({
          status: 'trusted',
          trusted_at: now,
          expires_at: addSeconds(now, DEVICE_TRUST_SECONDS),
          approval_token_hash: null,
          approval_expires_at: null,
        })
        .where('d.approval_token_hash', '=', sha256Hex(token))
        .where('d.approval_expires_at', '>', now)
        .where('d.status', '=', 'pending')
        .where('d.revoked_at', 'is', null)
        .where('d.expires_at', '>', now)
        .whereRef('u.id', '=', 'd.user_id')
        .whereRef('u.company_id', '=', 'd.company_id')
        .where('u.status', '=', 'active')
        .returning(['d.user_id', 'd.company_id', 'd.browser', 'd.os'])
        .executeTakeFirst();
      return row
        ? { userId: row.user_id, companyId: row.company_id, browser: row.browser, os: row.os }
        : null;
    },

    async list(owner) {
      const rows = await kyselyOf(db)
        .selectFrom('trusted_devices')
        .select(['public_id', 'browser', 'os', 'trusted_at', 'last_used_at', 'expires_at'])
        .where('user_id', '=', owner.userId)
        .where('company_id', '=', owner.companyId)
        .where('status', '=', 'trusted')
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', clock.now())
        .orderBy((eb) => eb.fn.coalesce('last_used_at', 'trusted_at'), 'desc')
        .orderBy('id', 'desc')
        // Set whenever a device becomes trusted.
        .$narrowType<{ trusted_at: NotNull }>()
        .execute();
      return rows.map((row) => ({
        id: row.public_id,
        browser: row.browser,
        os: row.os,
        trustedAt: row.trusted_at.toISOString(),
        lastUsedAt: row.last_used_at?.toISOString() ?? null,
        expiresAt: row.expires_at.toISOString(),
      }));
    },

    async revoke(owner, publicId) {
      const rows = await kyselyOf(db)
        .updateTable('trusted_devices')
        .set({ revoked_at: clock.now() })
        .where('public_id', '=', publicId)
        .where('user_id', '=', owner.userId)
        .where('company_id', '=', owner.companyId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    async revokeAll(owner, target = db) {
      await kyselyOf(target)
        .updateTable('trusted_devices')
        .set({ revoked_at: clock.now() })
        .where('user_id', '=', owner.userId)
        .where('company_id', '=', owner.companyId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async required(companyId) {
      const row = await kyselyOf(db)
        .selectFrom('companies')
        .select((eb) =>
          eb('feature_flags', '@>', JSON.stringify({ is2FAMandatory: true }))
            .$castTo<boolean>()
            .as('required'),
        )
        .where('id', '=', companyId)
        .executeTakeFirst();
      return row?.required === true;
    },
  };
}
