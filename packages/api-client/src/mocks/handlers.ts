// Every operation of the contract, answered with its happy path. Tests add overrides with
// `server.use(...)`; handlers.test.ts fails when an operation has no handler here.
import { accountHandlers } from './account';
import { bankingHandlers } from './banking';
import { billingHandlers } from './billing';
import { devHandlers } from './dev';
import { legalHandlers } from './legal';
import { driveHandlers } from './drive';
import { sessionHandlers } from './session';
import { supportHandlers } from './support';
import { systemHandlers } from './system';

export { accountHandlers, devHandlers, sessionHandlers, systemHandlers, driveHandlers };
export { bankingHandlers, billingHandlers, legalHandlers, supportHandlers };

export const handlers = [
  ...sessionHandlers,
  ...accountHandlers,
  ...billingHandlers,
  ...bankingHandlers,
  ...legalHandlers,
  ...supportHandlers,
  ...systemHandlers,
  ...devHandlers,
  ...driveHandlers,
];
