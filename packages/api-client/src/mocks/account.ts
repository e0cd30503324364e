// Happy-path handlers for the signed-in user and their company.
import { northwind } from './fixtures/company';
import { adminUser } from './fixtures/users';
import { http } from './http';

export const accountHandlers = [
  http.get('/v2/web/user/load-user-profile', ({ response }) => response(200).json(adminUser)),
  http.get('/v2/web/company/company-details', ({ response }) => response(200).json(northwind)),
];
