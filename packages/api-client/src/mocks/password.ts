// Happy-path handlers for the signed-out password flows.
import {
  passwordReset,
  passwordSetUp,
  resetLinkStatus,
  resetRequested,
  setupRequested,
} from './fixtures/password';
import { http } from './http';

export const passwordHandlers = [
  http.post('/v2/web/user/forgot-password', ({ response }) => response(200).json(resetRequested)),
  http.post('/v2/web/user/validate-reset-password', ({ response }) =>
    response(200).json(resetLinkStatus),
  ),
  http.post('/v2/web/user/reset-password', ({ response }) => response(200).json(passwordReset)),
  http.post('/v2/web/user/setup-password/code', ({ response }) =>
    response(200).json(setupRequested),
  ),
  http.post('/v2/web/user/setup-password', ({ response }) => response(200).json(passwordSetUp)),
];
