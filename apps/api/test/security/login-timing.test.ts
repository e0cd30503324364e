// Security probe, limits that hold: sign-in must not tell by its timing whether an email has an
// account. A wrong password, an unknown email and an account without a password yet each cost
// one argon2 verify with the same parameters (the server's), which is what the time is spent
// on; no timing is measured here, so a busy machine cannot make this pass or fail.
import * as argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { type Argon2, createPasswordHasher } from '../../src/auth/passwords.js';
import { suiteServer } from '../support/suite-server.js';
import { sqlRows } from '../support/sql-rows.js';

const server = suiteServer();

/** The memory, passes and lanes of an argon2 hash string (`$argon2id$v=19$m=…,t=…,p=…$…`). */
const parametersOf = (hash: string) =>
  Object.fromEntries(
    (hash.split('$')[3] ?? '').split(',').map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return [name, Number(value)];
    }),
  );

/** A hasher with the server's parameters that records the parameters of each verify. */
function recordingHasher() {
  const verified: Record<string, number>[] = [];
  const recording: Argon2 = {
    ...argon2,
    verify: (hash, password) => {
      verified.push(parametersOf(hash));
      return argon2.verify(hash, password);
    },
  };
  return { hasher: createPasswordHasher(server.config.passwordHashing, recording), verified };
}

const storedHashOf = async (email: string) => {
  const [row] = await sqlRows<{ password_hash: string }>(
    server.db,
    'SELECT password_hash FROM users WHERE email = $1',
    [email],
  );
  if (!row) throw new Error(`no user ${email}`);
  return row.password_hash;
};

describe('sign-in timing', () => {
  it('checks a wrong password, an unknown email and a password not set yet alike', async () => {
    const { hasher, verified } = recordingHasher();
    const seeded = await storedHashOf('admin@demo.outlay.test');
    const notSetYet = await storedHashOf('invited@demo.outlay.test');
    expect(await hasher.verify(seeded, 'wrong password')).toBe(false);
    expect(await hasher.verifyUnknown('wrong password')).toBe(false);
    expect(await hasher.verify(notSetYet, 'wrong password')).toBe(false);
    const { memoryCost, timeCost, parallelism } = server.config.passwordHashing;
    const configured = { m: memoryCost, t: timeCost, p: parallelism };
    expect(verified).toEqual([configured, configured, configured]);
  });

  it("stores every seeded account's hash with the server's parameters", async () => {
    const { hasher } = recordingHasher();
    const rows = await sqlRows<{ email: string; password_hash: string }>(
      server.db,
      "SELECT email, password_hash FROM users WHERE password_hash LIKE '$argon2%'",
    );
    expect(rows.length).toBeGreaterThan(20);
    const lighter = rows.filter((row) => hasher.needsRehash(row.password_hash));
    expect(lighter.map((row) => row.email)).toEqual([]);
  });
});
