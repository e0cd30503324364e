// "Remember this device" (issue 21): after a verified sign-in a user may trust the browser for
// 30 days, so its next sign-ins ask no code. The trust is a signed, httpOnly, SameSite cookie
// bound to the user and kept hashed on the server, listed and revocable; sign-out keeps it,
// "Sign out everywhere" ends it with every session. A company that requires trusted devices
// (is2FAMandatory) refuses a new browser with 423 and emails a link that approves it.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEVICE_TRUST_SECONDS } from '../../src/auth/trusted-devices.js';
import { sha256Hex } from '../../src/auth/crypto.js';
import { COMPANY } from '../../src/seed/index.js';
import {
  LOGOUT_URL,
  LOGIN_URL,
  PROFILE_URL,
  API,
  addUser,
  cookieOf,
  latestCode,
  requestCode,
  startLogin,
} from '../support/sign-in.js';
import { actionCodeFor, callerFor, latestMessage } from '../support/signed-in-calls.js';
import { suiteServer } from '../support/suite-server.js';
import { sqlRows } from '../support/sql-rows.js';

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const NEW_DEVICE =
  'New device detected - You can try again from a trusted device or try again later. If you need assistance, please reach out to our support team.';

const server = suiteServer();

/** A browser: its user agent and the cookies it keeps, sent back as a browser would. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly userAgent = CHROME_ON_MAC) {}

  keep(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      const expired =
        cookie.expires !== undefined && cookie.expires.getTime() <= server.clock.now().getTime();
      if (cookie.value === '' || expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  async send(options: {
    method?: 'GET' | 'POST' | 'DELETE';
    url: string;
    payload?: object;
    token?: string;
  }) {
    return this.keep(
      await server.app.inject({
        method: options.method ?? 'POST',
        url: options.url,
        headers: {
          'user-agent': this.userAgent,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        cookies: Object.fromEntries(this.cookies),
        ...(options.payload ? { payload: options.payload } : {}),
      }),
    );
  }

  deviceCookie() {
    return [...this.cookies].find(([name]) => name.startsWith('outlay_device_'));
  }
}

/** Password, email code, verify (remembering the browser or not): the verify answer. */
async function signInWithCode(browser: Browser, email: string, rememberDevice: boolean) {
  const login = await browser.send({
    url: LOGIN_URL,
    payload: { email, password: 'Outlay-Demo-2026!' },
  });
  expect(login.statusCode, login.body).toBe(200);
  const challenge = login.json<{ userId: string; secretToken?: string }>();
  expect(challenge.secretToken).toBeUndefined();
  server.clock.advanceSeconds(31); // a new code may be sent 30 s after the last
  const sent = await browser.send({
    url: `${API}/multifactor-action-code/create-login`,
    payload: { userId: challenge.userId },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const verified = await browser.send({
    url: `${API}/web/user/verify-2FA`,
    payload: {
      userId: challenge.userId,
      code: await latestCode(server.app, email),
      method: 'EMAIL',
      rememberDevice,
    },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified;
}

const passwordOnly = (browser: Browser, email: string) =>
  browser.send({ url: LOGIN_URL, payload: { email, password: 'Outlay-Demo-2026!' } });

const isSignedIn = (response: LightMyRequestResponse) =>
  response.statusCode === 200 &&
  typeof response.json<{ secretToken?: string }>().secretToken === 'string';

describe('remember this device', () => {
  it('sets a signed, httpOnly, SameSite cookie kept hashed on the server, for 30 days', async () => {
    const user = await addUser(server.db);
    const browser = new Browser();
    const verified = await signInWithCode(browser, user.email, true);
    const cookie = verified.cookies.find((c) => c.name.startsWith('outlay_device_'));
    if (!cookie) throw new Error('no device cookie');
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.path).toBe('/api/v2/web/user');
    const days = ((cookie.expires?.getTime() ?? 0) - server.clock.now().getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    const [token = '', signature = ''] = cookie.value.split('.');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    const rows = await sqlRows<{ token_hash: string }>(
      server.db,
      'SELECT token_hash FROM trusted_devices WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ token_hash: sha256Hex(token) }]);
  });

  it('lets the next sign-in from that browser in without a code, even after signing out', async () => {
    const user = await addUser(server.db);
    const browser = new Browser();
    const first = await signInWithCode(browser, user.email, true);
    const logout = await browser.send({ url: LOGOUT_URL });
    expect(logout.statusCode).toBe(200);
    expect(browser.deviceCookie()).toBeDefined();

    const again = await passwordOnly(browser, user.email);
    expect(isSignedIn(again), again.body).toBe(true);
    const { secretToken } = again.json<{ secretToken: string }>();
    expect(secretToken).not.toBe(first.json<{ secretToken: string }>().secretToken);
    const profile = await browser.send({ method: 'GET', url: PROFILE_URL, token: secretToken });
    expect(profile.json()).toMatchObject({ email: user.email });
  });

  it('still asks a code without the tick, from another browser, or with a forged cookie', async () => {
    const user = await addUser(server.db);
    const ticked = new Browser();
    await signInWithCode(ticked, user.email, true);
    const unticked = new Browser();
    await signInWithCode(unticked, user.email, false);
    expect(unticked.deviceCookie()).toBeUndefined();
    expect(isSignedIn(await passwordOnly(unticked, user.email))).toBe(false);

    const other = new Browser(FIREFOX_ON_WINDOWS);
    expect(isSignedIn(await passwordOnly(other, user.email))).toBe(false);

    const [name = '', value = ''] = ticked.deviceCookie() ?? [];
    const forged = new Browser();
    forged.cookies.set(name, `${value.split('.')[0] ?? ''}.${'0'.repeat(64)}`);
    expect(isSignedIn(await passwordOnly(forged, user.email))).toBe(false);
  });

  it("is bound to its user: another user's sign-in from that browser asks a code", async () => {
    const owner = await addUser(server.db);
    const colleague = await addUser(server.db);
    const browser = new Browser();
    await signInWithCode(browser, owner.email, true);
    // Even the owner's cookie value under every name the colleague's could have.
    const [, value = ''] = browser.deviceCookie() ?? [];
    const login = await passwordOnly(browser, colleague.email);
    expect(isSignedIn(login)).toBe(false);
    const challenge = await startLogin(server.app, colleague.email);
    const named = await server.app.inject({
      method: 'POST',
      url: LOGIN_URL,
      cookies: Object.fromEntries([...browser.cookies.keys()].map((name) => [name, value])),
      payload: { email: colleague.email, password: 'Outlay-Demo-2026!' },
    });
    expect(isSignedIn(named)).toBe(false);
    expect(challenge.userId).not.toBe(owner.publicId);
  });

  it('ends after 30 days', async () => {
    const user = await addUser(server.db);
    const browser = new Browser();
    await signInWithCode(browser, user.email, true);
    server.clock.advanceSeconds(DEVICE_TRUST_SECONDS + 1);
    expect(isSignedIn(await passwordOnly(browser, user.email))).toBe(false);
  });
});

describe('trusted devices in the security settings', () => {
  it('are listed with what the user agent says, when trusted and last used, this one marked', async () => {
    const user = await addUser(server.db);
    const mac = new Browser(CHROME_ON_MAC);
    await signInWithCode(mac, user.email, true);
    const windows = new Browser(FIREFOX_ON_WINDOWS);
    await signInWithCode(windows, user.email, true);
    server.clock.advanceSeconds(60);
    const signedIn = await passwordOnly(mac, user.email);
    const token = signedIn.json<{ secretToken: string }>().secretToken;

    const listed = await mac.send({ method: 'GET', url: `${API}/web/user/trusted-devices`, token });
    expect(listed.statusCode).toBe(200);
    const { devices } = listed.json<{
      devices: {
        id: string;
        browser: string;
        os: string;
        isCurrent: boolean;
        lastUsedAt: string | null;
      }[];
    }>();
    expect(devices.map((d) => [d.browser, d.os, d.isCurrent])).toEqual([
      ['Chrome', 'macOS', true],
      ['Firefox', 'Windows', false],
    ]);
    expect(devices[0]?.lastUsedAt).not.toBeNull();
    expect(devices[1]?.lastUsedAt).toBeNull();
  });

  it("are revocable: the revoked browser's next sign-in asks a code", async () => {
    const user = await addUser(server.db);
    const browser = new Browser();
    const verified = await signInWithCode(browser, user.email, true);
    const token = verified.json<{ secretToken: string }>().secretToken;
    const { devices } = (
      await browser.send({ method: 'GET', url: `${API}/web/user/trusted-devices`, token })
    ).json<{ devices: { id: string }[] }>();
    const [device] = devices;
    if (!device) throw new Error('no device');

    const revoked = await browser.send({
      method: 'DELETE',
      url: `${API}/web/user/trusted-devices/${device.id}`,
      token,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ devices: [] });
    expect(browser.deviceCookie()).toBeUndefined();
    expect(isSignedIn(await passwordOnly(browser, user.email))).toBe(false);
  });

  it("cannot revoke another user's device", async () => {
    const owner = await addUser(server.db);
    const other = await addUser(server.db);
    const ownerBrowser = new Browser();
    const ownerToken = (await signInWithCode(ownerBrowser, owner.email, true)).json<{
      secretToken: string;
    }>().secretToken;
    const { devices } = (
      await ownerBrowser.send({
        method: 'GET',
        url: `${API}/web/user/trusted-devices`,
        token: ownerToken,
      })
    ).json<{ devices: { id: string }[] }>();
    const otherToken = (await signInWithCode(new Browser(), other.email, false)).json<{
      secretToken: string;
    }>().secretToken;
    const refused = await new Browser().send({
      method: 'DELETE',
      url: `${API}/web/user/trusted-devices/${devices[0]?.id ?? ''}`,
      token: otherToken,
    });
    expect(refused.statusCode).toBe(404);
    expect(isSignedIn(await passwordOnly(ownerBrowser, owner.email))).toBe(true);
  });
});

describe('sign out everywhere', () => {
  it('ends every session and every trust at once', async () => {
    const user = await addUser(server.db);
    const mac = new Browser(CHROME_ON_MAC);
    const windows = new Browser(FIREFOX_ON_WINDOWS);
    const macToken = (await signInWithCode(mac, user.email, true)).json<{ secretToken: string }>()
      .secretToken;
    const windowsToken = (await signInWithCode(windows, user.email, true)).json<{
      secretToken: string;
    }>().secretToken;

    const everywhere = await mac.send({
      url: `${API}/web/user/sign-out-everywhere`,
      token: macToken,
    });
    expect(everywhere.statusCode).toBe(200);
    expect(everywhere.json()).toEqual({
      msg: 'You have been signed out on every device, and no device is trusted any more.',
    });
    for (const [browser, token] of [
      [mac, macToken],
      [windows, windowsToken],
    ] as const) {
      const profile = await browser.send({ method: 'GET', url: PROFILE_URL, token });
      expect(profile.statusCode).toBe(401);
    }
    expect(mac.deviceCookie()).toBeUndefined();
    expect(isSignedIn(await passwordOnly(windows, user.email))).toBe(false);
    const refresh = await windows.send({ url: `${API}/web/user/refresh-token` });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('an admin deactivates or deletes a person', () => {
  /** The admin's edit-user or delete-user of `publicId`, with a fresh action code. */
  async function adminChange(publicId: string, change: 'inactive' | 'active' | 'delete') {
    const admin = await callerFor(server.app, 'admin@demo.outlay.test', '198.51.100.231');
    const actionType = change === 'delete' ? 'DELETE_USER' : 'EDIT_USER';
    const actionCode = await actionCodeFor(server.app, admin, 'admin@demo.outlay.test', actionType);
    const response =
      change === 'delete'
        ? await admin.call('DELETE', `/web/user/delete-user/${publicId}`, { actionCode })
        : await admin.call('PUT', `/web/user/edit-user/${publicId}`, {
            status: change,
            actionCode,
          });
    expect(response.statusCode, response.body).toBe(200);
  }

  const liveDevices = async (userId: number) =>
    (
      await sqlRows<{ count: number }>(
        server.db,
        'SELECT count(*)::int AS count FROM trusted_devices WHERE user_id = $1 AND revoked_at IS NULL',
        [userId],
      )
    )[0]?.count;

  it('ends the trust of their browsers: once active again, their next sign-in asks a code', async () => {
    const user = await addUser(server.db);
    const browser = new Browser();
    await signInWithCode(browser, user.email, true);
    expect(await liveDevices(user.id)).toBe(1);

    await adminChange(user.publicId, 'inactive');
    expect(await liveDevices(user.id)).toBe(0);
    await adminChange(user.publicId, 'active');
    expect(isSignedIn(await passwordOnly(browser, user.email))).toBe(false);
  });

  it('ends the trust of a deleted person’s browsers', async () => {
    const user = await addUser(server.db);
    await signInWithCode(new Browser(), user.email, true);
    await adminChange(user.publicId, 'delete');
    expect(await liveDevices(user.id)).toBe(0);
  });
});

describe('a company that requires trusted devices (is2FAMandatory)', () => {
  const required = () => addUser(server.db, { companyId: COMPANY.eu, role: 'admin' });

  it('refuses a new browser with 423 and the spec text, and emails an approval link', async () => {
    const user = await required();
    const browser = new Browser();
    const refused = await passwordOnly(browser, user.email);
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toEqual({ errors: { code: 'NEW_DEVICE', msg: NEW_DEVICE } });
    expect(cookieOf(refused, 'outlay_login')).toBeUndefined();
    expect(browser.deviceCookie()).toBeDefined();
    const mail = await latestMessage(server.app, user.email);
    expect(mail.subject).toBe('Approve a new device for your Outlay account');
    expect(mail.text).toContain('(Chrome, macOS)');
    expect(mail.text).toMatch(/\/client\/approve-device\?token=[A-Za-z0-9_-]+/);
  });

  it('lets that browser in once the link is opened, and only once per link', async () => {
    const user = await required();
    const browser = new Browser();
    expect((await passwordOnly(browser, user.email)).statusCode).toBe(423);
    const link = /approve-device\?token=([A-Za-z0-9_-]+)/.exec(
      (await latestMessage(server.app, user.email)).text,
    );
    const token = link?.[1] ?? '';

    // Trying again before approving: still refused, and no second email within the minute.
    const before = await sqlRows(server.db, 'SELECT 1 FROM outbox_messages WHERE recipient = $1', [
      user.email,
    ]);
    expect((await passwordOnly(browser, user.email)).statusCode).toBe(423);
    const after = await sqlRows(server.db, 'SELECT 1 FROM outbox_messages WHERE recipient = $1', [
      user.email,
    ]);
    expect(after).toHaveLength(before.length);

    // The link is opened (anywhere: it is the email that proves it is the user).
    const approved = await new Browser(FIREFOX_ON_WINDOWS).send({
      url: `${API}/web/user/trusted-devices/approve`,
      payload: { token },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ browser: 'Chrome', os: 'macOS' });

    const again = await passwordOnly(browser, user.email);
    expect(isSignedIn(again), again.body).toBe(true);

    const reused = await new Browser().send({
      url: `${API}/web/user/trusted-devices/approve`,
      payload: { token },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      errors: { msg: 'This link seems to be expired or invalid.' },
    });
  });

  it('says nothing of devices to a wrong password', async () => {
    const user = await required();
    const browser = new Browser();
    const wrong = await browser.send({
      url: LOGIN_URL,
      payload: { email: user.email, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(browser.deviceCookie()).toBeUndefined();
  });

  it('leaves companies without the flag on codes as before', async () => {
    const user = await addUser(server.db);
    const challenge = await startLogin(server.app, user.email);
    expect((await requestCode(server.app, challenge)).statusCode).toBe(200);
  });
});
