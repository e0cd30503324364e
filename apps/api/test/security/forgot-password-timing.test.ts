// Security probe, limits that hold: forgot-password must not tell by its timing whether an
// email has an account. Both answers wait the same fixed time, longer than the link's work.
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER_MS } from '../../src/accounts/password-recovery.js';
import { API } from '../support/sign-in.js';
import { suiteServer } from '../support/suite-server.js';

const server = suiteServer();

async function timedForgot(email: string) {
  const started = performance.now();
  const response = await server.app.inject({
    method: 'POST',
    url: `${API}/web/user/forgot-password`,
    payload: { email },
  });
  return { response, ms: performance.now() - started };
}

describe('forgot-password', () => {
  it('answers known and unknown emails alike, after the same fixed time', async () => {
    const known = await timedForgot('reset@demo.outlay.test');
    const unknown = await timedForgot('nobody.at.all@example.com');
    expect(known.response.statusCode).toBe(200);
    expect(unknown.response.body).toBe(known.response.body);
    // setTimeout may fire a millisecond early by the performance clock.
    expect(known.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 2);
    expect(unknown.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 2);
  });
});
