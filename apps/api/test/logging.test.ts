import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/index.js';
import { latestCode, requestCode, signIn, startLogin, verify } from './support/sign-in.js';
import { suiteServer } from './support/suite-server.js';

const server = suiteServer({ logStream: { write: (line) => lines.push(line) } });
const lines: string[] = [];

describe('logs', () => {
  it('are JSON lines with request ids and without secrets', async () => {
    const challenge = await startLogin(server.app, 'admin@demo.outlay.test');
    await requestCode(server.app, challenge);
    const code = await latestCode(server.app, 'admin@demo.outlay.test');
    const signedIn = await verify(server.app, challenge, code);
    const { secretToken } = signedIn.json<{ secretToken: string }>();
    const { refreshToken } = await signIn(server.app, 'manager@demo.outlay.test');
    await server.app.inject({
      url: '/api/v2/web/user/load-user-profile',
      headers: { authorization: `Bearer ${secretToken}`, cookie: `outlay_refresh=${refreshToken}` },
    });

    expect(lines.length).toBeGreaterThan(0);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = parsed.filter((entry) => entry.msg === 'incoming request');
    expect(requests.length).toBeGreaterThan(3);
    for (const entry of requests) expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);

    const all = lines.join('\n');
    for (const secret of [DEMO_PASSWORD, code, secretToken, refreshToken, challenge.loginCookie]) {
      expect(all).not.toContain(secret);
    }
  });
});
