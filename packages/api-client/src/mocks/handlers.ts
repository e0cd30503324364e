// Every operation of the contract, answered with its happy path. Tests add overrides with
// `server.use(...)`; handlers.test.ts fails when an operation has no handler here.
import { accountHandlers } from './account';
import { devHandlers } from './dev';
import { driveHandlers } from './drive';
import { sessionHandlers } from './session';
import { systemHandlers } from './system';

export { accountHandlers, devHandlers, sessionHandlers, systemHandlers, driveHandlers };

export const handlers = [
  ...sessionHandlers,
  ...accountHandlers,
  ...systemHandlers,
  ...devHandlers,
  ...driveHandlers,
];
