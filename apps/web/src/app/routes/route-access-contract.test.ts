// The route table decides who may open a page; the contract's x-outlay-access decides who the
// server answers on the calls behind it. Written in two places, they must say the same: each
// built page names the read it is made of, and that read's rule must allow exactly the page's
// roles, on the page's conditions, for a self-funded company only where the page is open to one.
import {
  operationInfo,
  type OperationAccessRule,
  type OperationId,
  type OperationInfo,
} from '@outlay/api-client';
import { describe, expect, it } from 'vitest';
import { type Condition, selfFundedPaths } from './access';
import { matchPath } from './match-path';
import { routes } from './route-table';

/** The read each built page cannot show anything without. */
const PAGE_READS: Readonly<Record<string, OperationId>> = {
  dashboard: 'listDashboardTransactions',
  cards: 'listCards',
  card: 'getCard',
  team: 'getPaginatedUsers',
  accounting: 'listIncompleteAccountingTransactions',
  billing: 'listBankLinks',
  settingsSecurity: 'getTwoFactorMethods',
  settingsNotifications: 'getNotificationPreferences',
  settingsAddresses: 'getCompanyAddresses',
  receipts: 'listReceiptInbox',
  receiptCapture: 'uploadInboxPhoto',
  transactionReceipt: 'verifyTransactionReceiptToken',
  profile: 'getProfile',
  wallet: 'listWalletAccounts',
  delegateRegistration: 'listDelegates',
  integrationsAccounting: 'getAccountingConnection',
  integrationsSat: 'getSatAccount',
  replaceCardSuccess: 'listCards',
  spendControls: 'getSpendControls',
  cardOrder: 'getCardOrder',
  paymentTransfer: 'getPaymentAccount',
  spei: 'getPaymentAccount',
  speiReview: 'getPaymentAccount',
  statement: 'listStatements',
  bulkPayment: 'listBulkBatches',
  bulkPaymentTransactions: 'getBulkBatch',
  rewards: 'getRewards',
  capital: 'listLoans',
  payRent: 'getRentPayments',
  payRentReview: 'getRentPayments',
  document: 'listCompanyDocuments',
  dsSuccess: 'getSandboxEnvelope',
};

/**
 * Built pages whose read is the e-signature provider's own (its sandbox's): public, the
 * envelope's id is its key, so the page's roles are the page's alone.
 */
const PROVIDER_READS: ReadonlySet<string> = new Set(['dsSuccess']);

/** What each page condition is in the contract's terms. */
const CONDITION_RULES: Readonly<Partial<Record<Condition, (rule: Rule) => boolean>>> = {
  accountingIntegration: (rule) =>
    rule.companyFlags?.includes('isAccountingIntegrationAvailable') === true,
  paymentsFlow: (rule) =>
    rule.anyCompanyFlag?.length === 2 &&
    rule.anyCompanyFlag.includes('isStpAvailable') &&
    rule.anyCompanyFlag.includes('routeFusionV2Flow'),
  bulkPayments: (rule) =>
    rule.companyFlags?.includes('isBulkPaymentAvailable') === true &&
    rule.companyFlags.includes('isStpAvailable'),
  loans: (rule) => rule.companyFlags?.includes('isLoansClientFlowEnable') === true,
  mexicanCompany: (rule) => rule.countryCodes?.length === 1 && rule.countryCodes[0] === 'MX',
};

type Rule = OperationAccessRule;

const accessOf = (operationId: OperationId): Rule => {
  const info: OperationInfo = operationInfo[operationId];
  const rule = info.access;
  if (!rule) throw new Error(`${operationId} has no x-outlay-access`);
  return rule;
};

const builtPages = routes.filter((route) => route.page !== undefined);

describe('page access and the contract', () => {
  it('names the read of every built page', () => {
    expect(builtPages.map((route) => route.id).sort()).toEqual(Object.keys(PAGE_READS).sort());
  });

  it.each(builtPages.map((route) => [route.id, route] as const))(
    '%s: its read is open to exactly its roles, on its conditions',
    (id, route) => {
      const read = PAGE_READS[id];
      if (!read) throw new Error(`no read named for ${id}`);
      if (PROVIDER_READS.has(id)) {
        const info: OperationInfo = operationInfo[read];
        expect(info.access, read).toBeUndefined();
        return;
      }
      const rule = accessOf(read);
      expect([...rule.roles].sort(), read).toEqual([...route.roles].sort());
      for (const condition of route.conditions ?? []) {
        const holds = CONDITION_RULES[condition];
        if (!holds) throw new Error(`no contract term for the condition ${condition}`);
        expect(holds(rule), `${read} needs ${condition}`).toBe(true);
      }
      const openToSelfFunded = selfFundedPaths.some((path) => matchPath(path, route.path));
      expect(rule.selfFunded === true, `${read} for a self-funded company`).toBe(openToSelfFunded);
    },
  );
});
