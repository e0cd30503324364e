/** The password of every demo user (printed in the README). */
export const DEMO_PASSWORD = 'Outlay-Demo-2026!';

/** The authenticator secret of totp.admin@demo.outlay.test (base32, printed in the README). */
export const DEMO_TOTP_SECRET = 'OUTLAYDEMOTOTPSECRET234567ABCDEF';

/**
 * The seed's "now": demo rows are dated from it so two seeds produce the same data. Later
 * areas (transactions, loans) should date their rows relative to it too.
 */
export const SEED_DATE = new Date('2026-01-05T09:00:00.000Z');
