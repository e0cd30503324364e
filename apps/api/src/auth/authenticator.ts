import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Clock } from '../clock.js';

export const TOTP_ISSUER = 'Outlay';
/** One 30-second step either side, for clocks that drift and codes typed near a boundary. */
const TOLERANCE_SECONDS = 30;

export interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrCodeSvg: string;
}

export interface Authenticator {
  newSecret(): string;
  enrolment(secret: string, accountLabel: string): Promise<Enrolment>;
  /**
   * The time step the code belongs to when it is right and newer than `lastStep` (a code is
   * accepted once), else null.
   */
  check(secret: string, code: string, lastStep: number | null): Promise<number | null>;
}

export function createAuthenticator(clock: Clock): Authenticator {
  return {
    newSecret: () => generateSecret(),
    async enrolment(secret, accountLabel) {
      const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: accountLabel, secret });
      const qrCodeSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 2 });
      return { secret, otpauthUri, qrCodeSvg };
    },
    async check(secret, code, lastStep) {
      const result = await verify({
        secret,
        token: code,
        epoch: Math.floor(clock.now().getTime() / 1000),
        epochTolerance: TOLERANCE_SECONDS,
      });
      if (!result.valid || !('timeStep' in result)) return null;
      return lastStep !== null && result.timeStep <= lastStep ? null : result.timeStep;
    },
  };
}
