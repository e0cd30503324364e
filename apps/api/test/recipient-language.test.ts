// The saved language chooses the language of what the server sends a person (issue 36): a code
// by SMS or mail, a password reset, a notification. The request that caused the message asks
// for English each time; the person's profile says Spanish or Portuguese, and the profile wins.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/companies.js';
import { API, addUser, login } from './support/sign-in.js';
import { type Caller, callersFrom, latestMessage } from './support/signed-in-calls.js';
import { suiteServer } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

const server = suiteServer();
const callers = callersFrom(server, '198.51.107', 10);

async function saveLanguage(caller: Caller, language: 'es' | 'pt') {
  const saved = await caller.call(
    'PUT',
    '/web/user/profile',
    { firstName: 'Ana', lastName: 'Cruz', language, timeZone: 'America/Mexico_City' },
    { lang: 'en' },
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

async function textNewNumber(caller: Caller, phone: string) {
  const sent = await caller.call(
    'POST',
    '/web/user/change-phone-number',
    { countryCallingCode: '+1', phoneNumber: phone },
    { lang: 'en' },
  );
  expect(sent.statusCode, sent.body).toBe(200);
  return latestMessage(server.app, `1${phone}`);
}

async function emailedActionCode(caller: Caller, email: string) {
  const sent = await caller.call(
    'POST',
    '/multifactor-action-code/create',
    { actionType: 'CHANGE_PASSWORD', notificationType: 'EMAIL' },
    { lang: 'en' },
  );
  expect(sent.statusCode, sent.body).toBe(200);
  return latestMessage(server.app, email);
}

const forgotPassword = (app: FastifyInstance, email: string) =>
  app.inject({
    method: 'POST',
    url: `${API}/web/user/forgot-password`,
    payload: { email },
    headers: { 'accept-language': 'en' },
  });

describe('the saved language words what the server sends', () => {
  it('Spanish: the phone code by SMS, an action code and a password reset by mail', async () => {
    const { user, caller } = await callers.newUser({ role: 'manager' });
    await saveLanguage(caller, 'es');

    const sms = await textNewNumber(caller, '2015550171');
    expect(sms.text).toMatch(/^Outlay: tu código para verificar el teléfono es \d{6}\./);

    const code = await emailedActionCode(caller, user.email);
    expect(code.subject).toBe('Tu código de verificación de Outlay');

    expect((await forgotPassword(server.app, user.email)).statusCode).toBe(200);
    expect((await latestMessage(server.app, user.email)).subject).toBe(
      'Restablece tu contraseña de Outlay',
    );
  });

  it('Portuguese: the phone code by SMS and a new-device notification by mail', async () => {
    const { caller } = await callers.newUser({ role: 'admin' });
    await saveLanguage(caller, 'pt');
    const sms = await textNewNumber(caller, '2015550172');
    expect(sms.text).toMatch(/^Outlay: seu código para verificar o telefone é \d{6}\./);

    // A company that lets only trusted devices in: a sign-in from elsewhere is told by the
    // notifier. This person cannot sign in to save a language, so it is saved as the page would.
    const user = await addUser(server.db, { role: 'admin', companyId: COMPANY.eu });
    await sqlRows(server.db, "UPDATE users SET language = 'pt' WHERE id = $1", [user.id]);
    const refused = await login(server.app, user.email, { ip: '198.51.107.250', lang: 'en' });
    expect(refused.statusCode).toBe(423);
    expect((await latestMessage(server.app, user.email)).subject).toBe(
      'Aprove um novo dispositivo para a sua conta Outlay',
    );
  });

  it('without a saved language, the request still chooses', async () => {
    const { user, caller } = await callers.newUser({ role: 'employee' });
    const code = await emailedActionCode(caller, user.email);
    expect(code.subject).toBe('Your Outlay verification code');
    const spanish = await caller.call(
      'POST',
      '/multifactor-action-code/create',
      { actionType: 'FREEZE_CARD', notificationType: 'EMAIL' },
      { lang: 'es' },
    );
    expect(spanish.statusCode, spanish.body).toBe(200);
    expect((await latestMessage(server.app, user.email)).subject).toBe(
      'Tu código de verificación de Outlay',
    );
  });
});
