// The mocks for tests and Storybook, safe for any environment. Start them with
// `@outlay/api-client/mocks/node` (Vitest in Node) or `@outlay/api-client/mocks/browser`.
export {
  accountHandlers,
  bankingHandlers,
  billingHandlers,
  clickwrapHandlers,
  devHandlers,
  gateHandlers,
  passwordHandlers,
  securityHandlers,
  legalHandlers,
  supportHandlers,
  handlers,
  sessionHandlers,
  systemHandlers,
  driveHandlers,
  dashboardHandlers,
  receiptHandlers,
  transactionHandlers,
  disputeHandlers,
} from './handlers';
export {
  errorBody,
  failWith,
  handlerFor,
  http,
  MOCK_BASE_URL,
  mockPath,
  sessionExpired,
  type ErrorStatusOf,
} from './http';
export {
  bankStatementGroup,
  completedUploadRequest,
  driveConfig,
  emptyUploadRequest,
  expiredUploadRequest,
  identityGroup,
  openUploadRequest,
  partlyProvidedUploadRequest,
  proofOfAddressGroup,
  uploadedDocument,
  uploadRequestIds,
  uploadRequests,
} from './fixtures/drive';
export { companies, northwind } from './fixtures/company';
export {
  adminStatistics,
  cardEntry,
  dashboardEntries,
  dashboardFilters,
  dashboardFiltersLastPage,
  emptyTransactionsPage,
  employeeStatistics,
  exportLink,
  failedRouteFusionEntry,
  filterCards,
  loanEntry,
  pendingCardEntry,
  receiptList,
  stpPaymentEntry,
  transactionsPage,
} from './fixtures/dashboard';
export {
  cardDetailsById,
  cashbackCardDetails,
  confirmationLink,
  foreignCardDetails,
  iofCardDetails,
  loanInstalmentDetails,
  memoSaved,
  routeFusionTransferDetails,
  stpTransferDetails,
  transferDetailsById,
} from './fixtures/transaction-details';
export { disputeCreated, disputeFound, noDispute, reportedDispute } from './fixtures/disputes';
export {
  actionCodeGranted,
  actionCodeSent,
  botCheckAllowed,
  botCheckBlocked,
  botCheckCaptcha,
  mockActionCode,
  mockCaptcha,
  passwordChanged,
  twoFactorMethods,
  twoFactorMethodsWithApp,
} from './fixtures/account-security';
export {
  clickwrapAgreementConfig,
  documentPackage,
  inHouseAgreementConfig,
  legalRepresentativeConfirmed,
  passwordWarningSent,
  phoneCodeSent,
  phoneNonPersonal,
  phoneVerificationConfig,
  phoneVerified,
  termsAccepted,
} from './fixtures/login-gate';
export { clickwrapSignature, phoneConsentContracts, termsContracts } from './fixtures/clickwrap';
export {
  passwordReset,
  passwordSetUp,
  resetLinkStatus,
  resetRequested,
  setupRequested,
} from './fixtures/password';
export {
  autopayTopBanner,
  billingTopBanner,
  noTopBanner,
  northwindBillingConfiguration,
  topBanners,
} from './fixtures/billing';
export {
  autopayAccount,
  autopayAccountSets,
  canadaAutopayAccounts,
  settledAutopayAccounts,
  ukAutopayAccounts,
} from './fixtures/banking';
export { legalDocuments } from './fixtures/legal';
export { supportContact } from './fixtures/support';
export {
  adminLoginChallenge,
  adminSignedIn,
  authenticatorEnrolment,
  codeSent,
  loginChallengeFor,
  maskEmail,
  mockLoginCode,
  mockRefreshedSecretToken,
  mockSecretToken,
  refreshResponse,
  signedIn,
} from './fixtures/session';
export { health, ipStatus, outbox, versions } from './fixtures/system';
export {
  adminUser,
  bookkeeperUser,
  DEMO_PASSWORD,
  employeeUser,
  findUserByEmail,
  findUserById,
  managerUser,
  totpAdminUser,
  users,
} from './fixtures/users';
