import { createPasswordChange } from '../accounts/password-change.js';
import { createPasswordRecovery } from '../accounts/password-recovery.js';
import { createPhoneVerification } from '../accounts/phone-verification.js';
import { createTerms } from '../accounts/terms.js';
import { createTwoFactorSettings } from '../accounts/two-factor-settings.js';
import { createAccounting } from '../accounting/accounting.js';
import { createActionVerification } from '../auth/action-verification.js';
import { createSecondFactor } from '../auth/second-factor.js';
import { createBankLinking } from '../bank-linking/bank-linking.js';
import { createBanking } from '../banking/banking.js';
import type { Handlers } from '../contract/types.js';
import { createCardAuthorizations } from '../cards/card-authorizations.js';
import { createCardOrders } from '../cards/card-orders.js';
import { createCards } from '../cards/cards.js';
import { createSpendControls } from '../cards/spend-controls.js';
import { createDashboard } from '../dashboard/dashboard.js';
import type { Services } from '../services.js';
import { accountHandlers } from './account.js';
import { accountingHandlers } from './accounting.js';
import { cardHandlers } from './cards.js';
import { clickwrapHandlers } from './clickwrap.js';
import { dashboardHandlers } from './dashboard.js';
import { bankingHandlers } from './banking.js';
import { bankLinkingHandlers } from './bank-linking.js';
import { eSignatureHandlers } from './e-signature.js';
import { billingHandlers } from './billing.js';
import { devHandlers } from './dev.js';
import { gateHandlers } from './gate.js';
import { invitationHandlers } from './invitations.js';
import { jobHandlers } from './jobs.js';
import { driveHandlers } from './drive.js';
import { legalHandlers } from './legal.js';
import { loginHandlers } from './login.js';
import { notificationHandlers } from './notifications.js';
import { passwordHandlers } from './password.js';
import { receiptHandlers } from './receipts.js';
import { satHandlers } from './sat.js';
import { secondFactorHandlers } from './second-factor.js';
import { securityHandlers } from './security.js';
import { sessionHandlers } from './session.js';
import { signUpHandlers } from './sign-up.js';
import { supportHandlers } from './support.js';
import { systemHandlers } from './system.js';
import { teamHandlers } from './team.js';
import { transactionHandlers } from './transactions.js';
import { trustedDeviceHandlers } from './trusted-devices.js';
import { createTransactionDrawer } from '../transactions/transaction-drawer.js';
import { createSat } from '../sat/sat.js';
import { createSignUp } from '../sign-up/sign-up.js';
import { createTeam } from '../team/team.js';

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
  const passwordChange = createPasswordChange(services);
  const bankLinking = createBankLinking({
    db: services.db,
    clock: services.clock,
    adapter: services.bankLinking,
  });
  return {
    ...loginHandlers(services),
    ...secondFactorHandlers(createSecondFactor(services), services),
    ...sessionHandlers(services),
    ...accountHandlers(services),
    ...billingHandlers(services),
    ...bankingHandlers(createBanking(services, bankLinking)),
    ...bankLinkingHandlers(bankLinking, services.bankLinking),
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
      createCardOrders(cardDeps, cards),
      createSpendControls(services),
      cardAuthorizations,
    ),
    ...satHandlers(createSat(services)),
    ...signUpHandlers(services, createSignUp(services, bankLinking)),
    ...teamHandlers(team),
    ...invitationHandlers(team),
    ...notificationHandlers(services.notifications),
  };
}
