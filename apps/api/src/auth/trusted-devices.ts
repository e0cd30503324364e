import { randomUUID } from 'node:crypto';
import type { TrustedDevice as ContractTrustedDevice } from '@outlay/api-client/schema';
import { TRUSTED_DEVICE_DAYS } from '@outlay/rules';
import { type Clock, addSeconds } from '../clock.js';
import type { Db } from '../db/db.js';
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
  markUsed(device: RecognisedDevice): Promise<void>;
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

interface DeviceRow extends Record<string, unknown> {
  id: number;
  public_id: string;
  status: 'pending' | 'trusted';
  expires_at: Date;
}

interface ListRow extends Record<string, unknown> {
  public_id: string;
  browser: string | null;
  os: string | null;
  trusted_at: Date;
  last_used_at: Date | null;
  expires_at: Date;
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
    const [row] = await target.query<{ id: number }>(
      `INSERT INTO trusted_devices
         (public_id, company_id, user_id, token_hash, browser, os, status, created_at,
          trusted_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        randomUUID(),
        owner.companyId,
        owner.userId,
        sha256Hex(token),
        kind.browser,
        kind.os,
        status,
        now,
        status === 'trusted' ? now : null,
        expiresAt,
      ],
    );
    if (!row) throw new Error('trusted device not stored');
    return { id: row.id, token, expiresAt };
  }

  /** Issues a new approval link for a pending device unless one went out moments ago. */
  async function approvalFor(owner: DeviceOwner, deviceId: number): Promise<string | null> {
    const now = clock.now();
    const [recent] = await db.query<{ sent: number; device_sent_at: Date | null }>(
      `SELECT count(*) FILTER (WHERE approval_sent_at > $3)::int AS sent,
              max(approval_sent_at) FILTER (WHERE id = $4) AS device_sent_at
         FROM trusted_devices WHERE user_id = $1 AND company_id = $2`,
      [owner.userId, owner.companyId, addSeconds(now, -APPROVAL_WINDOW_SECONDS), deviceId],
    );
    const lastForDevice = recent?.device_sent_at?.getTime() ?? 0;
    if (now.getTime() - lastForDevice < APPROVAL_RESEND_SECONDS * 1000) return null;
    if ((recent?.sent ?? 0) >= MAX_APPROVALS_PER_WINDOW) return null;
    const token = randomToken();
    await db.query(
      `UPDATE trusted_devices
          SET approval_token_hash = $2, approval_expires_at = $3, approval_sent_at = $4
        WHERE id = $1`,
      [deviceId, sha256Hex(token), addSeconds(now, APPROVAL_LINK_SECONDS), now],
    );
    return token;
  }

  return {
    cookieName: (owner) =>
      `outlay_device_${hmacHex(key, `cookie-name:${owner.userPublicId}`).slice(0, 16)}`,

    async recognise(owner, cookie) {
      const token = tokenOf(owner, cookie);
      if (token === null) return null;
      const [row] = await db.query<DeviceRow>(
        `SELECT d.id, d.public_id, d.status, d.expires_at
           FROM trusted_devices d
           JOIN users u ON u.id = d.user_id AND u.company_id = d.company_id
          WHERE d.token_hash = $1 AND d.user_id = $2 AND d.company_id = $3
            AND d.revoked_at IS NULL AND d.expires_at > $4 AND u.status = 'active'`,
        [sha256Hex(token), owner.userId, owner.companyId, clock.now()],
      );
      return row
        ? { id: row.id, publicId: row.public_id, status: row.status, expiresAt: row.expires_at }
        : null;
    },

    async trust(owner, kind, target = db) {
      const device = await insert(target, owner, kind, 'trusted');
      return { value: cookieValue(owner, device.token), expiresAt: device.expiresAt };
    },

    async markUsed(device) {
      await db.query('UPDATE trusted_devices SET last_used_at = $2 WHERE id = $1', [
        device.id,
        clock.now(),
      ]);
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
      const [row] = await db.query<{
        user_id: number;
        company_id: number;
        browser: string | null;
        os: string | null;
      }>(
        `UPDATE trusted_devices d
            SET status = 'trusted', trusted_at = $2, expires_at = $3,
                approval_token_hash = NULL, approval_expires_at = NULL
           FROM users u
          WHERE d.approval_token_hash = $1 AND d.approval_expires_at > $2
            AND d.status = 'pending' AND d.revoked_at IS NULL AND d.expires_at > $2
            AND u.id = d.user_id AND u.company_id = d.company_id AND u.status = 'active'
          RETURNING d.user_id, d.company_id, d.browser, d.os`,
        [sha256Hex(token), now, addSeconds(now, DEVICE_TRUST_SECONDS)],
      );
      return row
        ? { userId: row.user_id, companyId: row.company_id, browser: row.browser, os: row.os }
        : null;
    },

    async list(owner) {
      const rows = await db.query<ListRow>(
        `SELECT public_id, browser, os, trusted_at, last_used_at, expires_at
           FROM trusted_devices
          WHERE user_id = $1 AND company_id = $2 AND status = 'trusted'
            AND revoked_at IS NULL AND expires_at > $3
          ORDER BY coalesce(last_used_at, trusted_at) DESC, id DESC`,
        [owner.userId, owner.companyId, clock.now()],
      );
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
      const rows = await db.query(
        `UPDATE trusted_devices SET revoked_at = $4
          WHERE public_id = $1 AND user_id = $2 AND company_id = $3 AND revoked_at IS NULL
          RETURNING id`,
        [publicId, owner.userId, owner.companyId, clock.now()],
      );
      return rows.length > 0;
    },

    async revokeAll(owner, target = db) {
      await target.query(
        `UPDATE trusted_devices SET revoked_at = $3
          WHERE user_id = $1 AND company_id = $2 AND revoked_at IS NULL`,
        [owner.userId, owner.companyId, clock.now()],
      );
    },

    async required(companyId) {
      const [row] = await db.query<{ required: boolean | null }>(
        `SELECT (feature_flags->>'is2FAMandatory')::boolean AS required FROM companies WHERE id = $1`,
        [companyId],
      );
      return row?.required === true;
    },
  };
}
