// Security probe, authentication before validation: a caller without valid credentials learns
// nothing about an operation's input. Every operation of the contract that requires a
// credential answers 401 to a request without one (or with a forged one), whatever its body,
// query or path parameters look like.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractOperation, loadContract, toFastifyPath } from '../../src/contract/load.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

/** Operations with no anonymous way in: every requirement set names at least one scheme. */
const protectedOperations = (operations: ContractOperation[]) =>
  operations.filter(
    (operation) =>
      operation.security.length > 0 &&
      operation.security.every((requirement) => requirement.length > 0),
  );

// A body, query and path values that fail every schema: a validator that ran first would
// answer 400 and name the fields.
const BAD_BODY = JSON.stringify({ unexpected: ['x'], password: 7 });
const BAD_PARAM = 'not-a-valid-id%00';

const FORGED_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlLW5vdC12YWxpZA';

describe('authentication before validation', () => {
  let server: TestServer;
  let operations: ContractOperation[];

  beforeAll(async () => {
    operations = protectedOperations((await loadContract()).operations);
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const call = (operation: ContractOperation, headers: Record<string, string>) => {
    const hasBody = !['get', 'delete', 'head'].includes(operation.method);
    const method = operation.method.toUpperCase() as 'POST';
    return server.app.inject({
      method,
      url: `/api${toFastifyPath(operation.path).replace(/:[^/]+/g, BAD_PARAM)}?limit=-1&page=x`,
      headers: {
        ...headers,
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      ...(hasBody ? { payload: BAD_BODY } : {}),
    });
  };

  it('covers the protected operations of the contract', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each([
    ['no credential at all', {}],
    ['a forged access token', { authorization: `Bearer ${FORGED_TOKEN}`, 'x-api-key': 'wrong' }],
    ['a malformed authorization header', { authorization: 'Basic abc' }],
  ])('answers 401 to %s on every protected operation', async (_name, headers) => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const response = await call(operation, headers);
      if (response.statusCode !== 401) {
        wrong.push(`${operation.operationId}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to an unauthenticated multipart upload before reading its parts', async () => {
    const uploads = operations.filter((operation) => operation.multipartBody !== undefined);
    expect(uploads.length).toBeGreaterThan(0);
    for (const operation of uploads) {
      const response = await server.app.inject({
        method: operation.method.toUpperCase() as 'POST',
        url: `/api${toFastifyPath(operation.path).replace(/:[^/]+/g, '1')}`,
        headers: { 'content-type': 'text/plain' },
        payload: 'not multipart',
      });
      expect(response.statusCode, operation.operationId).toBe(401);
    }
  });
});
