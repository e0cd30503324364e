/**
 * "Remember this device": how long a trusted browser signs in without a code. The server ends
 * the trust then; the sign-in screen says how long it lasts.
 */
export const TRUSTED_DEVICE_DAYS = 30;
