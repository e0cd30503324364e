// Every operation of the contract, answered with its happy path. Tests add overrides with
// `server.use(...)`; handlers.test.ts fails when an operation has no handler here.
import { accountHandlers } from './account';
import { accountingHandlers, resetAccountingMocks } from './accounting';
import { cardHandlers } from './cards';
import { bankingHandlers, resetBankingMocks } from './banking';
import { billingHandlers } from './billing';
import { clickwrapHandlers } from './clickwrap';
import { dashboardHandlers } from './dashboard';
import { devHandlers } from './dev';
import { gateHandlers } from './gate';
import { jobHandlers } from './jobs';
import { legalHandlers } from './legal';
import { notificationHandlers } from './notifications';
import { addressHandlers } from './addresses';
import { profileHandlers } from './profile';
import { walletHandlers } from './wallet';
import { delegateHandlers } from './delegates';
import { paymentHandlers } from './payments';
import { capitalHandlers } from './capital';
import { rentHandlers } from './rent';
import { rewardHandlers } from './rewards';
import { statementHandlers } from './statements';
import { documentHandlers } from './documents';
import { driveHandlers } from './drive';
import { passwordHandlers } from './password';
import { receiptHandlers } from './receipts';
import {
  EXPIRED_RECEIPT_LINK,
  RECEIPT_SENDER_CODE,
  receiptInboxHandlers,
  resetReceiptInboxMocks,
} from './receipt-inbox';
import { resetSatMocks, satHandlers, satInvoiceFileHandler } from './sat';
import { transactionHandlers } from './transactions';
import { disputeHandlers } from './disputes';
import { securityHandlers } from './security';
import { sessionHandlers } from './session';
import { signUpHandlers } from './sign-up';
import { ssoHandlers } from './sso';
import { supportHandlers } from './support';
import { systemHandlers } from './system';
import { resetTeamMocks, teamHandlers } from './team';

export { accountHandlers, devHandlers, sessionHandlers, systemHandlers, driveHandlers };
export { bankingHandlers, billingHandlers, legalHandlers, supportHandlers, resetBankingMocks };

export { clickwrapHandlers, gateHandlers, passwordHandlers, securityHandlers };
export {
  EXPIRED_RECEIPT_LINK,
  RECEIPT_SENDER_CODE,
  dashboardHandlers,
  receiptHandlers,
  receiptInboxHandlers,
  resetReceiptInboxMocks,
};
export { transactionHandlers, disputeHandlers };
export { accountingHandlers, jobHandlers, resetAccountingMocks };
export { cardHandlers };
export { notificationHandlers };
export {
  addressHandlers,
  paymentHandlers,
  statementHandlers,
  rewardHandlers,
  capitalHandlers,
  rentHandlers,
  documentHandlers,
};
export { profileHandlers, walletHandlers, delegateHandlers };
export { resetSatMocks, satHandlers };
export { signUpHandlers, ssoHandlers };
export { teamHandlers, resetTeamMocks };

const contractHandlers = [
  ...paymentHandlers,
  ...statementHandlers,
  ...rewardHandlers,
  ...capitalHandlers,
  ...rentHandlers,
  ...documentHandlers,
  ...sessionHandlers,
  ...accountHandlers,
  ...billingHandlers,
  ...bankingHandlers,
  ...legalHandlers,
  ...supportHandlers,
  ...systemHandlers,
  ...devHandlers,
  ...securityHandlers,
  ...gateHandlers,
  ...clickwrapHandlers,
  ...passwordHandlers,
  ...driveHandlers,
  ...dashboardHandlers,
  ...receiptHandlers,
  ...transactionHandlers,
  ...disputeHandlers,
  ...accountingHandlers,
  ...jobHandlers,
  ...cardHandlers,
  ...satHandlers,
  ...signUpHandlers,
  ...teamHandlers,
  ...notificationHandlers,
  ...addressHandlers,
  ...receiptInboxHandlers,
  ...ssoHandlers,
  ...profileHandlers,
  ...walletHandlers,
  ...delegateHandlers,
];

/** Handlers for links the browser follows outside the contract (one per link). */
export const outsideContractHandlers = [satInvoiceFileHandler];

export const handlers = [...contractHandlers, ...outsideContractHandlers];
