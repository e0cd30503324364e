import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, createAccessTokens } from '../src/auth/access-tokens.js';
import type { Session } from '../src/http/security.js';
import { FakeClock } from './support/fake-clock.js';

const SESSION: Session = {
  userId: 4,
  userPublicId: '1d7aaeee-45a8-4d37-84aa-7d142817201e',
  companyId: 1,
  role: 'manager',
  sessionId: '6f1c0d8e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
};

describe('access tokens verified again', () => {
  it('still expire after fifteen minutes', () => {
    const clock = new FakeClock();
    const tokens = createAccessTokens(randomBytes(32), clock);
    const token = tokens.issue(SESSION);
    expect(tokens.verify(token)).toEqual(SESSION);
    clock.advanceSeconds(ACCESS_TOKEN_SECONDS - 1);
    expect(tokens.verify(token)).toEqual(SESSION);
    clock.advanceSeconds(1);
    expect(tokens.verify(token)).toBeNull();
    expect(tokens.verify(token)).toBeNull();
  });

  it('never lend a verified token to a changed one', () => {
    const tokens = createAccessTokens(randomBytes(32), new FakeClock());
    const token = tokens.issue(SESSION);
    expect(tokens.verify(token)?.role).toBe('manager');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect(tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(tokens.verify(`${token}x`)).toBeNull();
  });

  it('are not accepted by a server with another key', () => {
    const clock = new FakeClock();
    const token = createAccessTokens(randomBytes(32), clock).issue(SESSION);
    const other = createAccessTokens(randomBytes(32), clock);
    expect(other.verify(token)).toBeNull();
  });
});
