import { describe, expect, it } from 'vitest';
import { addUser, requestCode, startLogin } from './support/sign-in.js';
import { suiteServer } from './support/suite-server.js';
import { startTestServer } from './support/test-server.js';
import { sqlRows } from './support/sql-rows.js';

const server = suiteServer();

interface Listed {
  messages: {
    channel: string;
    to: string;
    subject: string;
    text: string;
    code: string | null;
    createdAt: string;
  }[];
}

describe('the demo outbox', () => {
  it('lists sent messages newest first, optionally for one address', async () => {
    const first = await addUser(server.db);
    const second = await addUser(server.db);
    await requestCode(server.app, await startLogin(server.app, first.email));
    server.clock.advanceSeconds(5);
    await requestCode(server.app, await startLogin(server.app, second.email));

    const all = (await server.app.inject({ url: '/api/dev/outbox' })).json<Listed>();
    expect(all.messages.map((m) => m.to).slice(0, 2)).toEqual([second.email, first.email]);
    expect(all.messages[0]).toMatchObject({
      channel: 'email',
      code: expect.stringMatching(/^\d{6}$/) as unknown,
    });
    expect(Date.parse(all.messages[0]?.createdAt ?? '')).toBe(server.clock.now().getTime());

    const filtered = (
      await server.app.inject({ url: `/api/dev/outbox?to=${first.email.toUpperCase()}` })
    ).json<Listed>();
    expect(filtered.messages.map((m) => m.to)).toEqual([first.email]);
  });

  it('has a readable page without any script', async () => {
    const response = await server.app.inject({ url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Outbox</h1>');
    expect(response.body).not.toMatch(/<script/i);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('escapes what it shows', async () => {
    const response = await server.app.inject({
      url: `/dev/outbox?to=${encodeURIComponent('<b>x</b>@e.test')}`,
    });
    expect(response.body).not.toContain('<b>x</b>');
    expect(response.body).toContain('&#60;b&#62;x&#60;/b&#62;');
  });

  it('does not exist outside demo mode', async () => {
    const live = await startTestServer({ db: server.db, config: { demoMode: false } });
    try {
      for (const url of ['/api/dev/outbox', '/dev/outbox']) {
        const response = await live.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ errors: { code: 'NOT_FOUND' } });
      }
    } finally {
      await live.app.close();
    }
  });

  it('keeps codes out of the outbox table outside demo mode', async () => {
    const live = await startTestServer({
      db: server.db,
      clock: server.clock,
      config: { demoMode: false },
    });
    try {
      const user = await addUser(server.db);
      await requestCode(live.app, await startLogin(live.app, user.email));
      const rows = await sqlRows<{ code: string | null; body: string }>(
        server.db,
        'SELECT code, body FROM outbox_messages WHERE recipient = $1',
        [user.email],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.code).toBeNull();
    } finally {
      await live.app.close();
    }
  });
});
