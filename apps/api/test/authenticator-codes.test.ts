import { describe, expect, it } from 'vitest';
import { createAuthenticatorCodes } from '../src/auth/authenticator-codes.js';
import type { Authenticator } from '../src/auth/authenticator.js';
import type { AuthenticatorFailures } from '../src/auth/authenticator-failures.js';

const owner = { userId: 7, companyId: 1 };
const RIGHT = '123456';
const STEP = 40;

/** An app whose one right code belongs to STEP, and a ledger of what was counted. */
function setUp(options: { locked?: boolean; stepTaken?: boolean } = {}) {
  const failures: string[] = [];
  const authenticator: Authenticator = {
    newSecret: () => 'secret',
    enrolment: () => Promise.reject(new Error('not used')),
    check: (_secret, code, lastStep) =>
      Promise.resolve(code === RIGHT && (lastStep === null || lastStep < STEP) ? STEP : null),
  };
  const ledger: AuthenticatorFailures = {
    check: () => (options.locked ? Promise.reject(new Error('429')) : Promise.resolve()),
    record: () => {
      failures.push('wrong');
      return Promise.resolve();
    },
  };
  const codes = createAuthenticatorCodes({
    authenticator,
    failures: ledger,
    acceptStep: () => Promise.resolve(!options.stepTaken),
  });
  return { codes, failures };
}

describe('an authenticator code', () => {
  it('is accepted once when right, and counts nothing', async () => {
    const { codes, failures } = setUp();
    expect(await codes.accept(owner, 'secret', RIGHT, null)).toBe(true);
    expect(await codes.accept(owner, 'secret', RIGHT, STEP)).toBe(false);
    expect(failures).toEqual(['wrong']);
  });

  it('counts a wrong one, and one without an app set up', async () => {
    const { codes, failures } = setUp();
    expect(await codes.accept(owner, 'secret', '000000', null)).toBe(false);
    expect(await codes.accept(owner, null, RIGHT, null)).toBe(false);
    expect(failures).toEqual(['wrong', 'wrong']);
  });

  it('counts a right one whose step another request used first', async () => {
    const { codes, failures } = setUp({ stepTaken: true });
    expect(await codes.accept(owner, 'secret', RIGHT, null)).toBe(false);
    expect(failures).toEqual(['wrong']);
  });

  it('is not looked at while the account is out of guesses', async () => {
    const { codes, failures } = setUp({ locked: true });
    await expect(codes.accept(owner, 'secret', RIGHT, null)).rejects.toThrow('429');
    expect(failures).toEqual([]);
  });
});
