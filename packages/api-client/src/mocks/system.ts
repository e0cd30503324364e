// Happy-path handlers for the caller's address, versions and health.
import { health, ipStatus, versions } from './fixtures/system';
import { http } from './http';

export const systemHandlers = [
  http.get('/v2/web/user/check-ip-status', ({ response }) => response(200).json(ipStatus)),
  http.get('/v2/web/version', ({ response }) => response(200).json(versions)),
  http.get('/health-check', ({ response }) => response(200).json(health)),
];
