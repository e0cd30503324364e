// Every message id, from the English files (the default and fallback). A new area adds its
// file here; `scripts/check-catalogs.mjs` makes sure es and pt have the same ids.
import type accountSecurity from './messages/en/account-security.json';
import type accounting from './messages/en/accounting.json';
import type addresses from './messages/en/addresses.json';
import type receipts from './messages/en/receipts.json';
import type auth from './messages/en/auth.json';
import type cards from './messages/en/cards.json';
import type payments from './messages/en/payments.json';
import type bankLink from './messages/en/bank-link.json';
import type billing from './messages/en/billing.json';
import type common from './messages/en/common.json';
import type dashboard from './messages/en/dashboard.json';
import type delegates from './messages/en/delegates.json';
import type documents from './messages/en/documents.json';
import type eSignature from './messages/en/e-signature.json';
import type healthCheck from './messages/en/health-check.json';
import type loginGate from './messages/en/login-gate.json';
import type notifications from './messages/en/notifications.json';
import type passwordRecovery from './messages/en/password-recovery.json';
import type profile from './messages/en/profile.json';
import type wallet from './messages/en/wallet.json';
import type sat from './messages/en/sat.json';
import type shell from './messages/en/shell.json';
import type signUp from './messages/en/sign-up.json';
import type capital from './messages/en/capital.json';
import type rent from './messages/en/rent.json';
import type rewards from './messages/en/rewards.json';
import type statements from './messages/en/statements.json';
import type team from './messages/en/team.json';
import type transactionDrawer from './messages/en/transaction-drawer.json';
import type uploadPortal from './messages/en/upload-portal.json';
import type verification from './messages/en/verification.json';

export type MessageId =
  | keyof typeof common
  | keyof typeof auth
  | keyof typeof cards
  | keyof typeof payments
  | keyof typeof bankLink
  | keyof typeof billing
  | keyof typeof eSignature
  | keyof typeof dashboard
  | keyof typeof healthCheck
  | keyof typeof shell
  | keyof typeof uploadPortal
  | keyof typeof transactionDrawer
  | keyof typeof verification
  | keyof typeof profile
  | keyof typeof wallet
  | keyof typeof accountSecurity
  | keyof typeof loginGate
  | keyof typeof passwordRecovery
  | keyof typeof accounting
  | keyof typeof sat
  | keyof typeof signUp
  | keyof typeof team
  | keyof typeof notifications
  | keyof typeof addresses
  | keyof typeof receipts
  | keyof typeof statements
  | keyof typeof rewards
  | keyof typeof capital
  | keyof typeof rent
  | keyof typeof documents
  | keyof typeof delegates;
