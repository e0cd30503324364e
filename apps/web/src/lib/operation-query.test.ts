// Keys and query options derived from the contract operation (lib/operation-query.ts): the key
// names the operation and its init, the read calls that operation with the query's signal, a
// failure is the client's ApiError, and the bare operation key reaches every read of it.
import { ApiError } from '@outlay/api-client';
import { http } from '@outlay/api-client/mocks';
import { padEnvelope, padEnvelopeId } from '@outlay/api-client/mocks/fixtures/e-signature';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { operationKey, operationKeyWith, operationQuery } from './operation-query';

vi.mock('./api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();

const envelope = (envelopeId: string) =>
  operationQuery('get', '/v2/sandbox/e-signature/envelopes/{envelopeId}', {
    params: { path: { envelopeId } },
  });

describe('operationKey', () => {
  it('is the method and path, and the init when there is one', () => {
    expect(operationKey('get', '/v2/web/user/load-user-profile')).toEqual([
      'get',
      '/v2/web/user/load-user-profile',
    ]);
    expect(envelope('env-1').queryKey).toEqual([
      'get',
      '/v2/sandbox/e-signature/envelopes/{envelopeId}',
      { params: { path: { envelopeId: 'env-1' } } },
    ]);
  });
});

describe('operationKeyWith', () => {
  it("is the call's key and what the read adds, reached by the operation's key", () => {
    const init = { params: { path: { envelopeId: 'env-1' } } };
    const key = operationKeyWith(
      'get',
      '/v2/sandbox/e-signature/envelopes/{envelopeId}',
      init,
      'document',
    );
    expect(key).toEqual([
      'get',
      '/v2/sandbox/e-signature/envelopes/{envelopeId}',
      init,
      'document',
    ]);
    const client = new QueryClient();
    client.setQueryData(key, 'text');
    expect(
      client.getQueriesData({
        queryKey: operationKey('get', '/v2/sandbox/e-signature/envelopes/{envelopeId}'),
      }),
    ).toEqual([[key, 'text']]);
  });
});

describe('operationQuery', () => {
  it('reads the operation with its params and answers its data', async () => {
    const data = await new QueryClient().query(envelope(padEnvelopeId));
    expect(data).toEqual(padEnvelope);
  });

  it('fails with the ApiError of the server’s answer', async () => {
    const failure = await new QueryClient({ defaultOptions: { queries: { retry: false } } })
      .query(envelope('no-such-envelope'))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 404,
      msg: 'This link seems to be expired or invalid.',
    });
  });

  it('passes the query’s signal, so a cancelled read stops asking', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    server.use(
      http.get('/v2/web/user/load-user-profile', () => new Promise<never>(() => undefined)),
    );
    const client = new QueryClient();
    const profile = operationQuery('get', '/v2/web/user/load-user-profile');
    const read = client.query(profile).catch(() => undefined);
    await vi.waitFor(() => {
      expect(sent).toHaveBeenCalled();
    });
    const request = sent.mock.calls[0]?.[0];
    if (!(request instanceof Request)) throw new Error('the client sends a Request');
    expect(request.signal.aborted).toBe(false);
    await client.cancelQueries({ queryKey: profile.queryKey });
    await read;
    expect(request.signal.aborted).toBe(true);
    sent.mockRestore();
  });

  it('is reached, init and all, by the bare key of its operation', async () => {
    const client = new QueryClient();
    client.setQueryData(envelope(padEnvelopeId).queryKey, padEnvelope);
    client.setQueryData(envelope('env-2').queryKey, { ...padEnvelope, envelopeId: 'env-2' });
    await client.invalidateQueries({
      queryKey: operationKey('get', '/v2/sandbox/e-signature/envelopes/{envelopeId}'),
      refetchType: 'none',
    });
    expect(client.getQueryState(envelope(padEnvelopeId).queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(envelope('env-2').queryKey)?.isInvalidated).toBe(true);
  });
});
