import { createAccounting } from '../accounting/accounting.js';
import type { Handlers } from '../contract/types.js';
import { createDashboard } from '../dashboard/dashboard.js';
import type { Services } from '../services.js';
import { accountHandlers } from './account.js';
import { accountingHandlers } from './accounting.js';
import { clickwrapHandlers } from './clickwrap.js';
import { dashboardHandlers } from './dashboard.js';
import { bankingHandlers } from './banking.js';
import { billingHandlers } from './billing.js';
import { devHandlers } from './dev.js';
import { gateHandlers } from './gate.js';
import { jobHandlers } from './jobs.js';
import { driveHandlers } from './drive.js';
import { legalHandlers } from './legal.js';
import { loginHandlers } from './login.js';
import { passwordHandlers } from './password.js';
import { receiptHandlers } from './receipts.js';
import { secondFactorHandlers } from './second-factor.js';
import { securityHandlers } from './security.js';
import { sessionHandlers } from './session.js';
import { supportHandlers } from './support.js';
import { systemHandlers } from './system.js';
import { transactionHandlers } from './transactions.js';
import { trustedDeviceHandlers } from './trusted-devices.js';
import { createTransactionDrawer } from '../transactions/transaction-drawer.js';

/** Every contract operation's handler, one file per area. A new operation adds its area here. */
export function createHandlers(services: Services): Handlers {
  const dashboard = createDashboard(services);
  const drawer = createTransactionDrawer(services);
  return {
    ...loginHandlers(services),
    ...secondFactorHandlers(services),
    ...sessionHandlers(services),
    ...accountHandlers(services),
    ...billingHandlers(services),
    ...bankingHandlers(services),
    ...legalHandlers(services),
    ...supportHandlers(services),
    ...systemHandlers(services),
    ...devHandlers(services),
    ...securityHandlers(services),
    ...trustedDeviceHandlers(services),
    ...gateHandlers(services),
    ...clickwrapHandlers(services),
    ...passwordHandlers(services),
    ...driveHandlers(services),
    ...dashboardHandlers(dashboard),
    ...receiptHandlers(dashboard),
    ...transactionHandlers(drawer, dashboard),
    ...jobHandlers(services),
    ...accountingHandlers(createAccounting(services)),
  };
}
