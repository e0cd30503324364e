import { ApiError } from '@outlay/api-client';
import { describe, expect, it } from 'vitest';
import { errorFrom, isRateLimited } from './actor-error';

describe('errorFrom', () => {
  it("keeps the server's refusal of an actor's error event as it is", () => {
    const refusal = new ApiError({
      status: 429,
      msg: 'Please wait 6 seconds',
      code: 'RATE_LIMITED',
    });
    const error = errorFrom({ type: 'xstate.error.actor.sendCode', error: refusal } as {
      type: string;
    });
    expect(error).toBe(refusal);
    expect(isRateLimited(error)).toBe(true);
  });

  it('reads anything else a call threw as the network failure, with its message', () => {
    const error = errorFrom({ type: 'xstate.error.actor.sendCode', error: new TypeError('x') } as {
      type: string;
    });
    expect(error.status).toBe(0);
    expect(error.key).toBe('apiClient.error.network');
    expect(isRateLimited(error)).toBe(false);
  });

  it('gives an event without an error the network failure too', () => {
    expect(errorFrom({ type: 'code.submitted' }).status).toBe(0);
  });
});
