import { describe, expect, it } from 'vitest';
import { ApiError, errorKeys, errorMessages, normaliseError, unwrap } from '../src/index';

const DEFAULT = 'Something went wrong! Please try again later.';
const NEW_DEVICE =
  'New device detected - You can try again from a trusted device or try again later. If you need assistance, please reach out to our support team.';

function result(status: number, body: unknown) {
  const response = new Response(JSON.stringify(body), { status });
  return response.ok ? { data: body, response } : { error: body, response };
}

describe('normaliseError', () => {
  it('reads errors.msg first', () => {
    const error = normaliseError(400, { errors: { msg: 'From msg', message: 'From message' } });
    expect(error.msg).toBe('From msg');
    expect(error.message).toBe('From msg');
    expect(error.key).toBeUndefined();
  });

  it('falls back to errors.message', () => {
    expect(normaliseError(400, { errors: { message: 'From message' } }).msg).toBe('From message');
    expect(normaliseError(400, { errors: { msg: '  ', message: 'From message' } }).msg).toBe(
      'From message',
    );
  });

  it('falls back to the default message, with its key', () => {
    for (const body of [{ errors: {} }, {}, null, 'Bad gateway', { errors: { msg: 42 } }]) {
      const error = normaliseError(500, body);
      expect(error.msg).toBe(DEFAULT);
      expect(error.key).toBe(errorKeys.generic);
      expect(error.status).toBe(500);
    }
  });

  it('gives the new-device message for 423 whatever the body says', () => {
    const error = normaliseError(423, { errors: { msg: 'Locked', code: 'NEW_DEVICE' } });
    expect(error.msg).toBe(NEW_DEVICE);
    expect(error.key).toBe(errorKeys.newDevice);
    expect(error.code).toBe('NEW_DEVICE');
  });

  it('keeps the code, the string fields and the body', () => {
    const body = {
      errors: { msg: 'Invalid', code: 'INVALID', fields: { email: 'Required', n: 1 } },
    };
    const error = normaliseError(400, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'INVALID', fields: { email: 'Required' } });
    expect(error.body).toBe(body);
  });

  it('has an English text for every key', () => {
    expect(Object.keys(errorMessages).sort()).toEqual(Object.values(errorKeys).sort());
    expect(errorMessages[errorKeys.generic]).toBe(DEFAULT);
    expect(errorMessages[errorKeys.newDevice]).toBe(NEW_DEVICE);
  });
});

describe('unwrap', () => {
  it('returns the data of a success', async () => {
    await expect(unwrap(Promise.resolve(result(200, { ok: true })))).resolves.toEqual({ ok: true });
  });

  it('throws the normalised error of a failure', async () => {
    await expect(
      unwrap(Promise.resolve(result(401, { errors: { msg: 'Invalid code.' } }))),
    ).rejects.toMatchObject({ status: 401, msg: 'Invalid code.' });
  });

  it('throws for a failure without a body', async () => {
    const call = Promise.resolve({
      error: undefined,
      response: new Response(null, { status: 404 }),
    });
    await expect(unwrap(call)).rejects.toMatchObject({ status: 404, key: errorKeys.generic });
  });

  it("keeps a rate limit's Retry-After seconds, and none where the header is missing or a date", async () => {
    const limited = (retryAfter: string | null) =>
      unwrap(
        Promise.resolve({
          error: { errors: { msg: 'Please wait 6 seconds.', code: 'RATE_LIMITED' } },
          response: new Response(null, {
            status: 429,
            headers: retryAfter === null ? {} : { 'retry-after': retryAfter },
          }),
        }),
      );
    await expect(limited('6')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 6 });
    await expect(limited(null)).rejects.toMatchObject({ retryAfterSeconds: undefined });
    await expect(limited('Wed, 21 Oct 2026 07:28:00 GMT')).rejects.toMatchObject({
      retryAfterSeconds: undefined,
    });
  });

  it('turns a thrown error into a network ApiError and keeps ApiErrors as they are', async () => {
    await expect(unwrap(Promise.reject(new TypeError('fetch failed')))).rejects.toMatchObject({
      status: 0,
      key: errorKeys.network,
      msg: DEFAULT,
    });
    const own = new ApiError({ status: 401, msg: 'mine' });
    await expect(unwrap(Promise.reject(own))).rejects.toBe(own);
  });
});
