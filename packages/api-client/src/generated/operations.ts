/**
 * This file was generated from openapi/outlay.yaml by packages/api-client/scripts/generate.mjs.
 * Do not make direct changes to the file: change the contract and run `pnpm contract:generate`.
 */

import type { paths } from './schema';

/** The security schemes the contract declares. */
export type SecuritySchemeName = 'secretToken' | 'loginChallenge' | 'refreshCookie' | 'driveApiKey';

/** What the client needs to know about one operation of the contract. */
export interface OperationInfo {
  readonly operationId: string;
  /** Lower case, as in the contract and openapi-msw (`http.post`). */
  readonly method: 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
  readonly path: keyof paths;
  readonly tags: readonly string[];
  /** The response codes the contract declares (`'200'`, `'401'`, `'4XX'`, `'default'` ...). */
  readonly responses: readonly string[];
  /**
   * The accepted alternatives, each a list of schemes that must all be present (the root
   * `security` when the operation has none of its own). `[]` means public; an empty
   * alternative means the credentials are optional.
   */
  readonly security: readonly (readonly SecuritySchemeName[])[];
  /** True when every alternative includes `secretToken`: the call cannot be made without it. */
  readonly requiresSecretToken: boolean;
}

/** Every operation of the contract, keyed by operationId, in document order. */
export const operationInfo = {
  login: {
    operationId: 'login',
    method: 'post',
    path: '/v2/web/user/login',
    tags: ['session'],
    responses: ['200', '400', '401', '423', '429'],
    security: [],
    requiresSecretToken: false,
  },
  createLoginCode: {
    operationId: 'createLoginCode',
    method: 'post',
    path: '/v2/multifactor-action-code/create-login',
    tags: ['session'],
    responses: ['200', '400', '401', '429'],
    security: [['loginChallenge']],
    requiresSecretToken: false,
  },
  verifyTwoFactor: {
    operationId: 'verifyTwoFactor',
    method: 'post',
    path: '/v2/web/user/verify-2FA',
    tags: ['session'],
    responses: ['200', '400', '401', '429'],
    security: [['loginChallenge']],
    requiresSecretToken: false,
  },
  createAuthenticatorEnrolment: {
    operationId: 'createAuthenticatorEnrolment',
    method: 'post',
    path: '/v2/web/user/authenticator-enrolment',
    tags: ['session'],
    responses: ['200', '400', '401', '409', '429'],
    security: [['loginChallenge']],
    requiresSecretToken: false,
  },
  refreshSession: {
    operationId: 'refreshSession',
    method: 'post',
    path: '/v2/web/user/refresh-token',
    tags: ['session'],
    responses: ['200', '401'],
    security: [['refreshCookie']],
    requiresSecretToken: false,
  },
  logout: {
    operationId: 'logout',
    method: 'post',
    path: '/v2/web/user/logout',
    tags: ['session'],
    responses: ['200', '429'],
    security: [['refreshCookie'], []],
    requiresSecretToken: false,
  },
  loadUserProfile: {
    operationId: 'loadUserProfile',
    method: 'get',
    path: '/v2/web/user/load-user-profile',
    tags: ['account'],
    responses: ['200', '401'],
    security: [['secretToken']],
    requiresSecretToken: true,
  },
  getCompanyDetails: {
    operationId: 'getCompanyDetails',
    method: 'get',
    path: '/v2/web/company/company-details',
    tags: ['account'],
    responses: ['200', '401'],
    security: [['secretToken']],
    requiresSecretToken: true,
  },
  getBillingConfiguration: {
    operationId: 'getBillingConfiguration',
    method: 'get',
    path: '/v2/web/billing/billing-configuration',
    tags: ['billing'],
    responses: ['200', '401', '404'],
    security: [['secretToken']],
    requiresSecretToken: true,
  },
  getTopBanner: {
    operationId: 'getTopBanner',
    method: 'get',
    path: '/v2/web/company/top-banner',
    tags: ['billing'],
    responses: ['200', '401', '404'],
    security: [['secretToken']],
    requiresSecretToken: true,
  },
  getCustomBankAccounts: {
    operationId: 'getCustomBankAccounts',
    method: 'get',
    path: '/v2/banking-service/custom-bank-account',
    tags: ['banking'],
    responses: ['200', '401', '404'],
    security: [['secretToken']],
    requiresSecretToken: true,
  },
  getLegalDocuments: {
    operationId: 'getLegalDocuments',
    method: 'get',
    path: '/v2/web/legal-documents',
    tags: ['legal'],
    responses: ['200', '401', '404'],
    security: [['secretToken']],
    requiresSecretToken: true,
  },
  updateSupportUserLookup: {
    operationId: 'updateSupportUserLookup',
    method: 'post',
    path: '/v2/web/support-widget/user-lookup',
    tags: ['support'],
    responses: ['200', '400', '401', '404'],
    security: [['secretToken']],
    requiresSecretToken: true,
  },
  checkIpStatus: {
    operationId: 'checkIpStatus',
    method: 'get',
    path: '/v2/web/user/check-ip-status',
    tags: ['system'],
    responses: ['200', '429'],
    security: [],
    requiresSecretToken: false,
  },
  getVersions: {
    operationId: 'getVersions',
    method: 'get',
    path: '/v2/web/version',
    tags: ['system'],
    responses: ['200', '429'],
    security: [],
    requiresSecretToken: false,
  },
  getHealth: {
    operationId: 'getHealth',
    method: 'get',
    path: '/health-check',
    tags: ['system'],
    responses: ['200', '429', '503'],
    security: [],
    requiresSecretToken: false,
  },
  listOutbox: {
    operationId: 'listOutbox',
    method: 'get',
    path: '/dev/outbox',
    tags: ['dev'],
    responses: ['200', '400', '404'],
    security: [],
    requiresSecretToken: false,
  },
  getUploadRequest: {
    operationId: 'getUploadRequest',
    method: 'get',
    path: '/drive/uploadRequest/{uuid}',
    tags: ['drive'],
    responses: ['200', '400', '401', '404', '429'],
    security: [['driveApiKey']],
    requiresSecretToken: false,
  },
  uploadDocument: {
    operationId: 'uploadDocument',
    method: 'post',
    path: '/drive/upload/{uuid}',
    tags: ['drive'],
    responses: ['201', '400', '401', '404', '409', '413', '415', '429'],
    security: [['driveApiKey']],
    requiresSecretToken: false,
  },
  deleteUploadedDocument: {
    operationId: 'deleteUploadedDocument',
    method: 'delete',
    path: '/drive/uploadRequest/{uuid}/deleteFile/{fileId}',
    tags: ['drive'],
    responses: ['204', '400', '401', '404', '409', '429'],
    security: [['driveApiKey']],
    requiresSecretToken: false,
  },
  completeUploadRequest: {
    operationId: 'completeUploadRequest',
    method: 'put',
    path: '/drive/uploadRequest/{uuid}/complete',
    tags: ['drive'],
    responses: ['200', '400', '401', '404', '409', '422', '429'],
    security: [['driveApiKey']],
    requiresSecretToken: false,
  },
  getDriveConfig: {
    operationId: 'getDriveConfig',
    method: 'get',
    path: '/drive/config',
    tags: ['drive'],
    responses: ['200', '401', '429'],
    security: [['driveApiKey']],
    requiresSecretToken: false,
  },
} as const satisfies Record<string, OperationInfo>;

export type OperationId = keyof typeof operationInfo;
