// The mocks answer every operation of the contract, and everything they answer (fixtures,
// default handlers, error overrides) matches the contract's JSON Schemas.
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  createOutlayClient,
  errorKeys,
  operationInfo,
  unwrap,
  type OperationId,
  type OperationInfo,
} from '../src/index';
import {
  accountHandlers,
  accountingConnectionView,
  accountingHandlers,
  accountingTransactions,
  backgroundJob,
  categorizationRules,
  definitionSaved,
  entryAccounting,
  incompleteTransactions,
  jobHandlers,
  cardHandlers,
  signUpHandlers,
  linkingConnection,
  noIncompleteTransactions,
  notConnectedView,
  pushedTransactionIds,
  quickbooksChartOfAccounts,
  resetAccountingMocks,
  resetBankingMocks,
  resetSatMocks,
  resetTeamMocks,
  satHandlers,
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
  RECEIPT_SENDER_CODE,
  sageChartWithoutTracking,
  taxRateRules,
  transactionsQueued,
  xeroAccounts,
  xeroChartOfAccounts,
  xeroConnection,
  adminStatistics,
  dashboardEntries,
  dashboardFilters,
  dashboardFiltersLastPage,
  dashboardHandlers,
  emptyTransactionsPage,
  employeeStatistics,
  exportLink,
  receiptHandlers,
  receiptInboxHandlers,
  receiptList,
  transactionHandlers,
  disputeHandlers,
  foreignCardDetails,
  iofCardDetails,
  cashbackCardDetails,
  stpTransferDetails,
  routeFusionTransferDetails,
  loanInstalmentDetails,
  memoSaved,
  confirmationLink,
  noDispute,
  disputeFound,
  disputeCreated,
  reportedDispute,
  transactionsPage,
  autopayAccountSets,
  bankingHandlers,
  billingHandlers,
  legalDocuments,
  legalHandlers,
  northwindBillingConfiguration,
  supportContact,
  supportHandlers,
  topBanners,
  adminLoginChallenge,
  adminSignedIn,
  authenticatorEnrolment,
  codeSent,
  companies,
  devHandlers,
  driveConfig,
  driveHandlers,
  emptyUploadRequest,
  errorBody,
  failWith,
  handlers,
  health,
  ipStatus,
  loginChallengeFor,
  mockPath,
  northwind,
  outbox,
  outsideContractHandlers,
  refreshResponse,
  sessionExpired,
  sessionHandlers,
  signedIn,
  systemHandlers,
  partlyProvidedUploadRequest,
  uploadedDocument,
  uploadRequests,
  users,
  versions,
  adminUser,
  type ErrorStatusOf,
  actionCodeGranted,
  actionCodeSent,
  botCheckAllowed,
  botCheckBlocked,
  botCheckCaptcha,
  clickwrapAgreementConfig,
  clickwrapHandlers,
  clickwrapSignature,
  documentPackage,
  gateHandlers,
  inHouseAgreementConfig,
  legalRepresentativeConfirmed,
  passwordChanged,
  passwordHandlers,
  passwordWarningSent,
  phoneCodeSent,
  phoneConsentContracts,
  phoneNonPersonal,
  phoneVerificationConfig,
  phoneVerified,
  resetLinkStatus,
  resetRequested,
  securityHandlers,
  termsAccepted,
  termsContracts,
  twoFactorMethods,
  twoFactorMethodsWithApp,
  departments,
  employeeMember,
  inactiveMember,
  pendingMember,
  mockLinkToken,
  mockLoginId,
  mockPublicToken,
  tdLink,
  padEnvelopeId,
  satSuggestions,
  satAccountValid,
} from '../src/mocks/index';
import { listenOptions, setupMockServer } from '../src/mocks/node';
import { createContractValidator, type ContractValidator } from './support/contract';
import { createFakeSession, TEST_BASE_URL } from './support/session';

const operations: OperationInfo[] = Object.values(operationInfo);
const server = setupMockServer();
let contract: ContractValidator;

beforeAll(async () => {
  contract = await createContractValidator();
  server.listen(listenOptions);
});
afterEach(() => {
  server.resetHandlers();
  resetAccountingMocks();
  resetBankingMocks();
  resetSatMocks();
  resetTeamMocks();
});

const actionCode = 'a'.repeat(32);
const dollarAccount = {
  currency: 'CAD',
  details: {
    scheme: 'ca',
    institutionNumber: '004',
    transitNumber: '00031',
    accountNumber: '5550123',
  },
  autoDebit: false,
  actionCode,
};
const firstDepartment = departments[0]?.id ?? 1;
const firstInvoice = satSuggestions[0]?.invoiceId ?? '';

/**
 * What an operation's happy path needs beyond an empty body and `example` path parameters:
 * the path's own values, a request body, and an earlier call that makes the state it acts on
 * (an envelope to sign, a linked bank, an account that does not pay automatically).
 */
interface HappyPath {
  params?: Record<string, string | number>;
  body?: unknown;
  arrange?: () => unknown;
}

const happyPaths: Partial<Record<OperationId, HappyPath>> = {
  addReceiptSender: { body: { address: 'ava.receipts@northwind.example' } },
  verifyReceiptSender: { body: { code: RECEIPT_SENDER_CODE } },
  setRentScheduleState: { body: { state: 'paused' } },
  saveAccountingDefinition: {
    body: {
      integrationCompanyId: 1,
      transactionId: 7101,
      type: 'card',
      categoryId: xeroAccounts.travel.id,
      taxRateId: 'NY-SALES',
      trackingCategoryIds: 'region-east',
    },
  },
  attachCustomBankAccount: { body: dollarAccount },
  // Naming another person is a transfer, which needs an action code; declaring oneself is not.
  confirmLegalRepresentative: {
    body: { userId: adminUser.userId, companyId: 1, isAdminLegalRepresentative: true },
  },
  attachLinkedBankAccount: {
    arrange: () => post('/v2/web/bank-linking/exchange', { publicToken: mockPublicToken }),
    body: {
      linkedAccountId: tdLink.accounts[0]?.id,
      currency: 'CAD',
      autoDebit: false,
      actionCode,
    },
  },
  attachFallbackBankAccount: {
    // The fallback goes to an account that does not pay automatically: attach one first.
    arrange: () => post('/v2/web/bank/attach-custom-bank-account', dollarAccount),
    body: { accountId: 3, phoneNumber: '+14165550100', actionCode },
  },
  changeAutoDebitAccount: { body: { accountId: 1, actionCode } },
  requestUserAgreement: { body: { accountId: 1 } },
  createBankLinkToken: { body: { country: 'CA' } },
  getSandboxLinkSession: { params: { linkToken: mockLinkToken } },
  sandboxBankLogin: {
    params: { linkToken: mockLinkToken },
    body: { institutionId: 'flinks_td', username: 'Greatday', password: 'Everyday' },
  },
  sandboxBankMfa: {
    params: { linkToken: mockLinkToken },
    body: { loginId: mockLoginId, answer: 'Montreal' },
  },
  sandboxBankComplete: { params: { linkToken: mockLinkToken } },
  getSandboxEnvelope: { params: { envelopeId: padEnvelopeId } },
  completeSandboxEnvelope: {
    arrange: () => post('/v2/web/bank/user-agreement', { accountId: 1 }),
    params: { envelopeId: padEnvelopeId },
  },
  declineSandboxEnvelope: {
    arrange: () => post('/v2/web/bank/user-agreement', { accountId: 1 }),
    params: { envelopeId: padEnvelopeId },
  },
  switchSatInvoiceMatching: {
    arrange: () => resetSatMocks({ account: satAccountValid }),
    body: { updateKey: 'syncInvoiceStatus', updateValue: 'on' },
  },
  attachSatInvoice: { body: { referenceId: 1, referenceType: 'card', invoiceId: firstInvoice } },
  editUser: { params: { id: employeeMember.id }, body: { role: 'bookkeeper', actionCode } },
  deleteUser: { params: { id: inactiveMember.id }, body: { actionCode } },
  listTeamGroups: { params: { groupKind: 'departments' } },
  createTeamGroup: { params: { groupKind: 'departments' }, body: { name: 'Research' } },
  renameTeamGroup: {
    params: { groupKind: 'departments', groupId: firstDepartment },
    body: { name: 'Research' },
  },
  deleteTeamGroup: { params: { groupKind: 'departments', groupId: firstDepartment } },
  assignTeamGroupMembers: {
    params: { groupKind: 'departments', groupId: firstDepartment },
    body: { add: [employeeMember.id], remove: [] },
  },
  validateEmails: { body: { users: [{ email: 'new.hire@example.com', role: 'employee' }] } },
  inviteUsers: {
    body: {
      users: [
        {
          firstName: 'Nora',
          lastName: 'Hale',
          email: 'new.hire@example.com',
          role: 'employee',
          isDelegate: false,
          isLegalRepresentative: false,
        },
      ],
      actionCode: '123456',
    },
  },
  resendInvitation: { body: { userId: pendingMember.id } },
  cancelInvitation: { body: { userId: pendingMember.id } },
};

async function post(path: string, body: unknown): Promise<void> {
  await fetch(`${TEST_BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}
afterAll(() => {
  server.close();
});

/** Calls an operation the way a browser would, with an empty JSON body when it takes one. */
async function call(operation: OperationInfo) {
  const happy = happyPaths[operation.operationId as OperationId] ?? {};
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    String(happy.params?.[name] ?? 'example'),
  );
  const url = `${TEST_BASE_URL}${path}`;
  const withBody = contract.hasRequestBody(operation);
  await happy.arrange?.();
  // Connecting is the happy path of a company with no connection yet.
  if (operation.operationId === 'connectAccountingPlatform')
    resetAccountingMocks({ connected: false });
  const response = await fetch(url, {
    method: operation.method.toUpperCase(),
    headers: withBody ? { 'Content-Type': 'application/json' } : {},
    body: withBody ? JSON.stringify(happy.body ?? {}) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

describe('handlers', () => {
  it('answer every operation of the contract, exactly once', () => {
    for (const operation of operations) {
      const matching = handlers.filter(
        (handler) =>
          handler.info.method === operation.method.toUpperCase() &&
          handler.info.path === mockPath(operation.path),
      );
      expect(matching, `${operation.operationId} handlers`).toHaveLength(1);
    }
    expect(handlers).toHaveLength(operations.length + outsideContractHandlers.length);
  });

  it('are grouped by the domain (tag) of their operations', () => {
    const groups = new Map([
      ['session', sessionHandlers],
      ['account', accountHandlers],
      ['billing', billingHandlers],
      ['banking', bankingHandlers],
      ['legal', legalHandlers],
      ['support', supportHandlers],
      ['system', systemHandlers],
      ['dev', devHandlers],
      ['security', securityHandlers],
      ['gate', gateHandlers],
      ['clickwrap', clickwrapHandlers],
      ['password', passwordHandlers],
      ['drive', driveHandlers],
      ['dashboard', dashboardHandlers],
      ['receipts', receiptHandlers],
      ['receiptInbox', receiptInboxHandlers],
      ['transactions', transactionHandlers],
      ['disputes', disputeHandlers],
      ['accounting', accountingHandlers],
      ['addresses', addressHandlers],
      ['profile', profileHandlers],
      ['wallet', walletHandlers],
      ['delegates', delegateHandlers],
      ['payments', paymentHandlers],
      ['statements', statementHandlers],
      ['rewards', rewardHandlers],
      ['capital', capitalHandlers],
      ['rent', rentHandlers],
      ['documents', documentHandlers],
      ['jobs', jobHandlers],
      ['cards', cardHandlers],
      ['sign-up', signUpHandlers],
      ['bankLinking', bankingHandlers],
      ['bankLinkingSandbox', bankingHandlers],
      ['eSignatureSandbox', bankingHandlers],
      ['sat', satHandlers],
      ['team', teamHandlers],
      ['invitations', teamHandlers],
      ['notifications', notificationHandlers],
      ['sso', ssoHandlers],
    ]);
    for (const operation of operations) {
      const [tag = '(no tag)'] = operation.tags;
      const group = groups.get(tag);
      expect(group, `a handler group for tag ${tag}`).toBeDefined();
      const inGroup = group?.some((handler) => handler.info.path === mockPath(operation.path));
      expect(inGroup, `${operation.operationId} in the ${tag} handlers`).toBe(true);
    }
  });

  it.each(operations)(
    '$operationId answers its happy path as the contract declares',
    async (operation) => {
      const { status, body } = await call(operation);

      expect(status).toBeGreaterThanOrEqual(200);
      expect(status).toBeLessThan(300);
      expect(contract.checkResponse(operation, status, body)).toEqual([]);
    },
  );

  it('failWith only accepts the statuses whose answer is the error body', () => {
    expectTypeOf<ErrorStatusOf<'login'>>().toEqualTypeOf<400 | 401 | 403 | 423 | 429>();
    // The health check answers 503 with its Health body, not the error body.
    expectTypeOf<ErrorStatusOf<'getHealth'>>().toEqualTypeOf<429>();
  });

  it('failWith answers the contract error body for every error status that has it', async () => {
    for (const operation of operations) {
      const statuses = operation.responses
        .map(Number)
        .filter((code) => code >= 400)
        .filter((code) => contract.checkResponse(operation, code, errorBody('probe')).length === 0);
      expect(statuses.length, `${operation.operationId} declares an error`).toBeGreaterThan(0);
      for (const status of statuses) {
        const id = operation.operationId as OperationId;
        server.use(failWith(id, status as ErrorStatusOf<OperationId>, 'Nope.', { code: 'NOPE' }));
        const answer = await call(operation);
        expect(answer.status).toBe(status);
        expect(contract.checkResponse(operation, answer.status, answer.body)).toEqual([]);
        server.resetHandlers();
      }
    }
    // Every error of every operation, one request each: past 5 s on a loaded machine.
  }, 30_000);

  it('sessionExpired makes the client log out', async () => {
    server.use(...sessionExpired());
    const { session } = createFakeSession({ token: 'any' });
    const client = createOutlayClient({ session, baseUrl: TEST_BASE_URL });

    await expect(unwrap(client.GET('/v2/web/user/load-user-profile'))).rejects.toMatchObject({
      key: errorKeys.sessionEnded,
    });
    expect(session.onLogout).toHaveBeenCalledTimes(1);
  });

  it('pick the fixture user from the login email', async () => {
    const client = createOutlayClient({
      session: createFakeSession().session,
      baseUrl: TEST_BASE_URL,
    });

    const challenge = await unwrap(
      client.POST('/v2/web/user/login', {
        body: { email: users.totpAdmin.email, password: 'Outlay-Demo-2026!' },
      }),
    );
    const user = await unwrap(
      client.POST('/v2/web/user/verify-2FA', {
        body: { userId: challenge.userId, code: '123456', method: 'OTP' },
      }),
    );

    expect(challenge).toEqual(loginChallengeFor(users.totpAdmin));
    expect(user.email).toBe(users.totpAdmin.email);
    expect(user.secretToken).toBeTruthy();
  });
});

describe('fixtures', () => {
  const fixtures: [schema: string, values: unknown[]][] = [
    [
      'LoggedInUser',
      [...Object.values(users), adminSignedIn, ...Object.values(users).map((u) => signedIn(u))],
    ],
    ['Company', Object.values(companies)],
    ['BillingConfiguration', [northwindBillingConfiguration]],
    ['TopBanner', Object.values(topBanners)],
    ['CustomBankAccounts', Object.values(autopayAccountSets)],
    ['LegalDocuments', [legalDocuments]],
    ['SupportContact', [supportContact]],
    ['LoginChallenge', [adminLoginChallenge, ...Object.values(users).map(loginChallengeFor)]],
    ['CodeSent', [codeSent]],
    ['AuthenticatorEnrolment', [authenticatorEnrolment]],
    ['RefreshResponse', [refreshResponse]],
    ['IpStatus', [ipStatus]],
    ['Versions', [versions]],
    ['Health', [health]],
    ['Outbox', [outbox]],
    ['BotCheck', [botCheckAllowed, botCheckCaptcha, botCheckBlocked]],
    ['ActionCodeSent', [actionCodeSent]],
    ['ActionCodeGranted', [actionCodeGranted]],
    ['TwoFactorMethods', [twoFactorMethods, twoFactorMethodsWithApp]],
    ['Message', [passwordChanged, phoneVerified, phoneNonPersonal, resetRequested]],
    ['AgreementConfig', [clickwrapAgreementConfig, inHouseAgreementConfig]],
    ['DocumentPackage', [documentPackage]],
    ['TermsConsent', [termsAccepted]],
    ['LegalRepresentativeResult', [legalRepresentativeConfirmed]],
    ['PasswordChangedStatusResult', [passwordWarningSent]],
    ['PhoneVerificationConfig', [phoneVerificationConfig]],
    ['PhoneCodeSent', [phoneCodeSent]],
    ['ClickwrapGroup', [termsContracts, phoneConsentContracts]],
    ['ClickwrapSignature', [clickwrapSignature]],
    ['ResetLinkStatus', [resetLinkStatus]],
    [
      'UploadRequest',
      [...Object.values(uploadRequests), emptyUploadRequest, partlyProvidedUploadRequest],
    ],
    ['DriveConfig', [driveConfig]],
    ['UploadedDocument', [uploadedDocument('scan.pdf')]],
    ['Entry', dashboardEntries],
    ['TransactionsPage', [transactionsPage, emptyTransactionsPage]],
    ['DashboardStatistics', [adminStatistics, employeeStatistics]],
    ['DashboardFilters', [dashboardFilters, dashboardFiltersLastPage]],
    ['ExportLink', [exportLink]],
    ['ReceiptList', [receiptList]],
    ['CardTransactionDetails', [foreignCardDetails, iofCardDetails, cashbackCardDetails]],
    ['TransferDetails', [stpTransferDetails, routeFusionTransferDetails]],
    ['LoanInstalmentDetails', [loanInstalmentDetails]],
    ['MemoSaved', [memoSaved('Client dinner'), memoSaved('')]],
    ['DownloadLink', [confirmationLink]],
    ['DisputeLookup', [noDispute, disputeFound]],
    ['TransactionDispute', [reportedDispute]],
    [
      'DisputeCreated',
      [
        disputeCreated({
          transactionReferenceId: 5012,
          type: 'card',
          reasonKey: 'other',
          reasonDescription: 'Other',
          comment: '  Not mine  ',
        }),
      ],
    ],
  ];

  fixtures.push(
    ['AccountingConnectionView', [accountingConnectionView, notConnectedView]],
    ['AccountingConnection', [xeroConnection, linkingConnection]],
    ['ChartOfAccounts', [xeroChartOfAccounts, quickbooksChartOfAccounts, sageChartWithoutTracking]],
    ['TaxRateRules', [taxRateRules]],
    ['CategorizationRules', [categorizationRules]],
    ['AccountingTransaction', accountingTransactions],
    ['IncompleteTransactions', [incompleteTransactions, noIncompleteTransactions]],
    ['EntryAccounting', Object.values(entryAccounting)],
    [
      'SaveDefinitionResponse',
      [
        definitionSaved({
          categoryId: xeroAccounts.travel.id,
          categoryName: 'Travel',
          taxRateId: 'NY-SALES',
          taxRateValue: 8.875,
          trackingCategoryIds: ['region-east'],
        }),
      ],
    ],
    ['AccountingQueued', [transactionsQueued([7101, 7102]), transactionsQueued([], true)]],
    ['PushedTransactionIds', [pushedTransactionIds]],
    [
      'BackgroundJob',
      (['queued', 'active', 'retrying', 'completed', 'refused', 'failed'] as const).map((state) =>
        backgroundJob(state),
      ),
    ],
  );

  it.each(fixtures)('%s fixtures match the contract', (schema, values) => {
    for (const value of values) expect(contract.checkSchema(schema, value)).toEqual([]);
  });

  it('a fixture that drifts from the contract is caught', () => {
    const { isRushShipment: _dropped, ...withoutFlag } = northwind;

    expect(contract.checkSchema('LoggedInUser', { ...adminUser, role: 'owner' })).not.toEqual([]);
    expect(contract.checkSchema('LoggedInUser', { ...adminUser, nickname: 'Ava' })).not.toEqual([]);
    expect(contract.checkSchema('Company', withoutFlag)).not.toEqual([]);
    expect(
      contract.checkSchema('LoggedInUser', { ...adminUser, userId: 'not-a-uuid' }),
    ).not.toEqual([]);
  });

  it('the admin fills every LoggedInUser field and Northwind every Company field', () => {
    expect(Object.values(adminUser).filter((value) => value === null)).toEqual([]);
    expect(Object.values(northwind).filter((value) => value === null).length).toBeLessThanOrEqual(
      1,
    );
  });
});
