import { createPasswordChange } from './accounts/password-change.js';
import { createPasswordRecovery } from './accounts/password-recovery.js';
import { createPhoneVerification } from './accounts/phone-verification.js';
import { createTerms } from './accounts/terms.js';
import { createTwoFactorSettings } from './accounts/two-factor-settings.js';
import { createAccounting } from './accounting/accounting.js';
import { createActionVerification } from './auth/action-verification.js';
import { createSecondFactor } from './auth/second-factor.js';
import { createBankLinking } from './bank-linking/bank-linking.js';
import { createBanking } from './banking/banking.js';
import type { Handlers } from './contract/types.js';
import { createCardAuthorizations } from './cards/card-authorizations.js';
import { createCardOrders } from './cards/card-orders.js';
import { createCards } from './cards/cards.js';
import { createSpendControls } from './cards/spend-controls.js';
import { createDashboard } from './dashboard/dashboard.js';
import { paymentHandlers } from './payments/handlers.js';
import { createPaymentRails } from './payments/payments.js';
import type { Services } from './services.js';
import { accountHandlers } from './accounts/handlers.js';
import { accountingHandlers } from './accounting/handlers.js';
import { cardHandlers } from './cards/handlers.js';
import { clickwrapHandlers } from './providers/clickwrap-handlers.js';
import { dashboardHandlers } from './dashboard/handlers.js';
import { bankingHandlers } from './banking/handlers.js';
import { bankLinkingHandlers } from './bank-linking/handlers.js';
import { eSignatureHandlers } from './e-signature/handlers.js';
import { billingHandlers } from './billing/handlers.js';
import { devHandlers } from './providers/sandbox-handlers.js';
import { gateHandlers } from './accounts/gate-handlers.js';
import { invitationHandlers } from './invitations/handlers.js';
import { delegateHandlers } from './invitations/delegate-handlers.js';
import { addressHandlers } from './addresses/handlers.js';
import { createCompanyAddresses } from './addresses/company-addresses.js';
import { createInboxActions } from './receipt-inbox/inbox-actions.js';
import { receiptInboxHandlers } from './receipt-inbox/handlers.js';
import { createReceiptSenders } from './receipt-inbox/senders.js';
import { profileHandlers } from './profile/handlers.js';
import { createProfiles } from './profile/profile.js';
import { walletHandlers } from './wallet/handlers.js';
import { createWallet } from './wallet/wallet.js';
import { jobHandlers } from './jobs/handlers.js';
import { driveHandlers } from './drive/handlers.js';
import { legalHandlers } from './legal/handlers.js';
import { loginHandlers } from './auth/login-handlers.js';
import { notificationHandlers } from './notifications/handlers.js';
import { passwordHandlers } from './accounts/password-handlers.js';
import { receiptHandlers } from './receipts/handlers.js';
import { satHandlers } from './sat/handlers.js';
import { secondFactorHandlers } from './auth/second-factor-handlers.js';
import { securityHandlers } from './accounts/security-handlers.js';
import { sessionHandlers } from './auth/session-handlers.js';
import { signUpHandlers } from './sign-up/handlers.js';
import { supportHandlers } from './support/handlers.js';
import { systemHandlers } from './http/system-handlers.js';
import { teamHandlers } from './team/handlers.js';
import { capitalHandlers } from './capital/handlers.js';
import { rentHandlers } from './rent/handlers.js';
import { rewardHandlers } from './rewards/handlers.js';
import { statementHandlers } from './statements/handlers.js';
import { documentHandlers } from './documents/handlers.js';
import { transactionHandlers } from './transactions/handlers.js';
import { trustedDeviceHandlers } from './auth/trusted-device-handlers.js';
import { ssoHandlers } from './sso/handlers.js';
import { createTransactionDrawer } from './transactions/transaction-drawer.js';
import { createSat } from './sat/sat.js';
import { createSignUp } from './sign-up/sign-up.js';
import { createTeam } from './team/team.js';

/** Every contract operation's handler, one file per area. A new operation adds its area here. */
export function createHandlers(services: Services): Handlers {
  const dashboard = createDashboard(services);
  const drawer = createTransactionDrawer(services);
  const cardDeps = {
    db: services.db,
    clock: services.clock,
    issuer: services.cardIssuer,
    actionCodes: services.actionCodes,
  };
  const cards = createCards(cardDeps);
  const cardAuthorizations = createCardAuthorizations({
    db: services.db,
    clock: services.clock,
    cards,
    notifier: services.notifications.notifier,
  });
  const team = createTeam(services);
  const addresses = createCompanyAddresses(services);
  const passwordChange = createPasswordChange(services);
  const bankLinking = createBankLinking({
    db: services.db,
    clock: services.clock,
    adapter: services.bankLinking,
  });
  const banking = createBanking(services, bankLinking);
  return {
    ...loginHandlers(services),
    ...secondFactorHandlers(createSecondFactor(services), services),
    ...sessionHandlers(services),
    ...accountHandlers(services),
    ...billingHandlers(services),
    ...bankingHandlers(banking),
    ...bankLinkingHandlers(bankLinking, services.bankLinking),
    ...paymentHandlers(...createPaymentRails(services)),
    ...eSignatureHandlers(services.eSignature),
    ...legalHandlers(services),
    ...supportHandlers(services),
    ...systemHandlers(services),
    ...devHandlers(services, cardAuthorizations),
    ...securityHandlers({
      verification: createActionVerification(services),
      twoFactor: createTwoFactorSettings(services),
      passwordChange,
    }),
    ...trustedDeviceHandlers(services),
    ...ssoHandlers(services),
    ...gateHandlers({
      passwordChange,
      terms: createTerms(services),
      phone: createPhoneVerification(services),
      owner: team.owner,
    }),
    ...clickwrapHandlers(services),
    ...passwordHandlers(createPasswordRecovery(services)),
    ...driveHandlers(services),
    ...dashboardHandlers(dashboard),
    ...receiptHandlers(dashboard),
    ...transactionHandlers(drawer, dashboard),
    ...jobHandlers(services),
    ...accountingHandlers(createAccounting(services)),
    ...cardHandlers(
      cards,
      createCardOrders(cardDeps, cards, addresses),
      createSpendControls(services),
      cardAuthorizations,
    ),
    ...satHandlers(createSat(services)),
    ...signUpHandlers(services, createSignUp(services, bankLinking)),
    ...teamHandlers(team),
    ...invitationHandlers(team),
    ...delegateHandlers(team),
    ...notificationHandlers(services.notifications),
    ...statementHandlers(services, banking),
    ...rewardHandlers(services),
    ...capitalHandlers(services),
    ...rentHandlers(services),
    ...documentHandlers(services),
    ...addressHandlers(addresses),
    ...receiptInboxHandlers(createInboxActions(services), createReceiptSenders(services)),
    ...profileHandlers(createProfiles(services)),
    ...walletHandlers(createWallet(services)),
  };
}
