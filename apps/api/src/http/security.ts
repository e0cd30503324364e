import type { FastifyRequest } from 'fastify';
import type { Role } from '@outlay/api-client/schema';
import type { AppError } from './errors.js';

export type { Role } from '@outlay/api-client/schema';

/** The signed-in caller, from a valid access token. */
export interface Session {
  userId: number;
  userPublicId: string;
  companyId: number;
  role: Role;
  /** The sign-in this token belongs to (its refresh-token family); ending it ends the token. */
  sessionId: string;
}

/** A company's account (spec part 1 §3.2): an applicant's company is pending until approved. */
export const COMPANY_ACCOUNT_STATUSES = ['in-active', 'active', 'pending', 'cancelled'] as const;
export type CompanyAccountStatus = (typeof COMPANY_ACCOUNT_STATUSES)[number];

/** A password check that passed and now waits for its second factor. */
export interface LoginChallengeRef {
  challengeId: number;
  userId: number;
  userPublicId: string;
  companyId: number;
  /** The emailed login code was verified in this attempt (needed to add an authenticator). */
  emailVerified: boolean;
}

/** What an operation's security requirement resolved to; only the parts it declares are set. */
export interface Credentials {
  session?: Session;
  /** The session's company's account status, read with the session (set with `session`). */
  companyStatus?: CompanyAccountStatus;
  /** Whether the session's company is self-funded, read with the session (set with `session`). */
  companySelfFunded?: boolean;
  loginChallenge?: LoginChallengeRef;
  refreshToken?: string;
}

/** Resolves one security scheme of the contract, or answers null when it is not satisfied. */
export interface SecurityScheme {
  resolve(request: FastifyRequest): Promise<Credentials | null>;
  /** Thrown when an operation needs this scheme and the request does not satisfy it. */
  failure(): AppError;
}

export type SecuritySchemes = Record<string, SecurityScheme>;

/**
 * Applies an operation's security as OpenAPI defines it: any one of the requirement sets will
 * do, every scheme in a set must pass, and an empty set (or no requirement) allows anyone.
 * Sets are tried in order so an optional credential (logout's cookie) is still read.
 */
export async function authorize(
  requirements: readonly (readonly string[])[],
  schemes: SecuritySchemes,
  request: FastifyRequest,
): Promise<Credentials> {
  if (requirements.length === 0) return {};
  let firstFailure: AppError | undefined;
  for (const requirement of requirements) {
    let credentials: Credentials | null = {};
    for (const name of requirement) {
      const scheme = schemes[name];
      if (!scheme) throw new Error(`No resolver for security scheme ${name}`);
      const resolved = await scheme.resolve(request);
      if (!resolved) {
        firstFailure ??= scheme.failure();
        credentials = null;
        break;
      }
      credentials = { ...credentials, ...resolved };
    }
    if (credentials) return credentials;
  }
  throw firstFailure ?? new Error('Security requirement could not be satisfied');
}
