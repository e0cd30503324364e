// The mocks for tests and Storybook, safe for any environment. Start them with
// `@outlay/api-client/mocks/node` (Vitest in Node) or `@outlay/api-client/mocks/browser`.
export {
  accountHandlers,
  bankingHandlers,
  billingHandlers,
  clickwrapHandlers,
  resetBankingMocks,
  devHandlers,
  gateHandlers,
  passwordHandlers,
  securityHandlers,
  legalHandlers,
  supportHandlers,
  handlers,
  outsideContractHandlers,
  sessionHandlers,
  systemHandlers,
  driveHandlers,
  dashboardHandlers,
  receiptHandlers,
  receiptInboxHandlers,
  EXPIRED_RECEIPT_LINK,
  RECEIPT_SENDER_CODE,
  resetReceiptInboxMocks,
  transactionHandlers,
  disputeHandlers,
  accountingHandlers,
  jobHandlers,
  cardHandlers,
  resetAccountingMocks,
  resetSatMocks,
  satHandlers,
  signUpHandlers,
  resetTeamMocks,
  teamHandlers,
  notificationHandlers,
  ssoHandlers,
  addressHandlers,
  profileHandlers,
  walletHandlers,
  delegateHandlers,
  paymentHandlers,
  statementHandlers,
  rewardHandlers,
  capitalHandlers,
  rentHandlers,
  documentHandlers,
} from './handlers';
export { mockDocuments } from './documents';
export { takenElsewhere, teamMocksMembers, wrongInviteCode } from './team';
export { pendingRedemption, rewardsFixture } from './rewards';
export { loanFixture, loanOfferFixture, loanPaymentFixture } from './capital';
export {
  mexicanRentPaymentFixture,
  rentOverviewFixture,
  rentPaymentFixture,
  rentScheduleFixture,
} from './rent';
export { ssoSettingsFixture } from './sso';
export {
  errorBody,
  failWith,
  handlerFor,
  http,
  MOCK_BASE_URL,
  mockPath,
  rateLimited,
  sessionExpired,
  type ErrorStatusOf,
} from './http';

// Every fixture, so a new one is shared by being exported from its file.
export * from './fixtures/account-security';
export * from './fixtures/addresses';
export * from './fixtures/profile';
export * from './fixtures/wallet';
export * from './fixtures/accounting';
export * from './fixtures/bank-linking';
export * from './fixtures/banking';
export * from './fixtures/billing';
export * from './fixtures/cards';
export * from './fixtures/clickwrap';
export * from './fixtures/company';
export * from './fixtures/dashboard';
export * from './fixtures/disputes';
export * from './fixtures/drive';
export * from './fixtures/e-signature';
export * from './fixtures/legal';
export * from './fixtures/login-gate';
export * from './fixtures/notifications';
export * from './fixtures/password';
export * from './fixtures/sat';
export * from './fixtures/session';
export * from './fixtures/sign-up';
export * from './fixtures/support';
export * from './fixtures/system';
export * from './fixtures/team';
export * from './fixtures/transaction-details';
export * from './fixtures/users';
export { mockBulkBatch, mockRecipient } from './payments';
