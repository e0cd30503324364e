/**
 * This file was generated from openapi/outlay.yaml by packages/api-client/scripts/generate.mjs.
 * Do not make direct changes to the file: change the contract and run `pnpm contract:generate`.
 */

/**
 * The credential the client adds to an operation's requests, as its contract security says:
 * - `token`: the secretToken; the call cannot be made without it;
 * - `optional-token`: the secretToken when there is one;
 * - `drive-key`: the document drive's API key (driveApiKey);
 * - `none`: nothing (a public call, or one whose credential travels another way: the login
 *   challenge in its body, the refresh token in its cookie).
 */
export type OperationAccess = 'token' | 'optional-token' | 'drive-key' | 'none';

/**
 * Every operation's access by `<method> <path>` (lower-case method, OpenAPI path): all the
 * browser needs of the contract at run time. The full table, for mocks and tests, is
 * operations.ts.
 */
export const operationAccess: Readonly<Record<string, OperationAccess>> = {
  'post /v2/web/user/login': 'none',
  'post /v2/multifactor-action-code/create-login': 'none',
  'post /v2/web/user/verify-2FA': 'none',
  'post /v2/web/user/authenticator-enrolment': 'none',
  'post /v2/web/user/refresh-token': 'none',
  'post /v2/web/user/logout': 'none',
  'post /v2/web/user/sign-out-everywhere': 'token',
  'get /v2/web/user/trusted-devices': 'token',
  'delete /v2/web/user/trusted-devices/{deviceId}': 'token',
  'post /v2/web/user/trusted-devices/approve': 'none',
  'get /v2/web/user/load-user-profile': 'token',
  'get /v2/web/company/company-details': 'token',
  'get /v2/web/billing/billing-configuration': 'token',
  'get /v2/web/company/top-banner': 'token',
  'get /v2/banking-service/custom-bank-account': 'token',
  'get /v2/web/legal-documents': 'token',
  'post /v2/web/support-widget/user-lookup': 'token',
  'get /v2/web/user/check-ip-status': 'none',
  'get /v2/web/version': 'none',
  'get /health-check': 'none',
  'post /v2/web/dashboard/transactions': 'token',
  'get /v2/web/dashboard/get-statistics': 'token',
  'get /v2/web/dashboard/filters': 'token',
  'post /v2/web/dashboard/exports': 'token',
  'get /v2/web/transaction/get-receipt': 'token',
  'post /v2/web/transaction/upload-receipt': 'token',
  'get /v2/web/transfer/get-receipt': 'token',
  'post /v2/web/transfer/upload-receipt': 'token',
  'delete /v2/web/transaction/delete-receipt': 'token',
  'delete /v2/web/transfer/delete-receipt': 'token',
  'get /v2/web/transaction/details/{id}': 'token',
  'get /v2/web/transfer/details/{id}': 'token',
  'get /v2/web/loan/instalment-details/{id}': 'token',
  'post /v2/web/transaction/edit-memo': 'token',
  'post /v2/web/transfer/edit-memo': 'token',
  'get /v2/web/transfer/download-receipt': 'token',
  'get /v2/web/transaction/get-dispute/{transactionReferenceId}': 'token',
  'post /v2/web/transaction/create-dispute': 'token',
  'get /v2/web/accounting/codat-companies': 'token',
  'post /v2/web/accounting/codat-companies': 'token',
  'delete /v2/web/accounting/codat-companies': 'token',
  'patch /v2/web/accounting/codat-companies/settings': 'token',
  'get /v2/web/accounting/chart-of-accounts': 'token',
  'post /v2/web/accounting/chart-of-accounts/refresh': 'token',
  'get /v2/web/accounting/tax-rate-rules': 'token',
  'put /v2/web/accounting/tax-rate-rules': 'token',
  'get /v2/web/accounting/categorization-rules': 'token',
  'put /v2/web/accounting/categorization-rules': 'token',
  'get /v2/web/accounting/transaction-definition': 'token',
  'post /v2/web/accounting/transaction-definition': 'token',
  'post /v2/web/accounting/incomplete-transactions': 'token',
  'post /v2/web/accounting/push-transactions': 'token',
  'post /v2/web/accounting/resync': 'token',
  'get /v2/web/accounting/pushed-transactions': 'token',
  'get /v2/web/jobs/{id}': 'token',
  'get /dev/outbox': 'none',
  'post /v2/web/user/bot-check': 'token',
  'post /v2/multifactor-action-code/create': 'token',
  'post /v2/multifactor-action-code/verify': 'token',
  'get /v2/web/user/two-factor-methods': 'token',
  'put /v2/web/user/two-factor-methods/default': 'token',
  'post /v2/web/user/authenticator/setup': 'token',
  'post /v2/web/user/authenticator/confirm': 'token',
  'post /v2/web/user/change-password': 'token',
  'patch /v2/web/user/update-password-changed-status': 'token',
  'get /v2/web/user/agreement-config': 'token',
  'get /v2/web/user/document-package': 'token',
  'post /v2/web/user/terms-and-conditions-consent': 'token',
  'post /v2/web/company/confirm-legal-representative': 'token',
  'get /v2/web/user/phone-verification-config': 'token',
  'post /v2/web/user/phone-verification-code': 'token',
  'post /v2/web/user/verify-phone-number': 'token',
  'post /v2/web/user/set-phone-non-personal': 'token',
  'get /v2/clickwrap/contract-data': 'none',
  'post /v2/clickwrap/contracts-signed': 'token',
  'post /v2/web/user/forgot-password': 'none',
  'post /v2/web/user/validate-reset-password': 'none',
  'post /v2/web/user/reset-password': 'none',
  'post /v2/web/user/setup-password/code': 'none',
  'post /v2/web/user/setup-password': 'none',
  'get /drive/uploadRequest/{uuid}': 'drive-key',
  'post /drive/upload/{uuid}': 'drive-key',
  'delete /drive/uploadRequest/{uuid}/deleteFile/{fileId}': 'drive-key',
  'put /drive/uploadRequest/{uuid}/complete': 'drive-key',
  'get /drive/config': 'drive-key',
};
