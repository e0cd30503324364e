// Security probe, no 500 from input: every operation of the contract gets requests generated
// from its own schemas (mostly well-formed, with ids past the database's range, NUL bytes, lone
// surrogates, Infinity, long text, wrong types and cut-off multipart bodies mixed in), sent with
// the credentials it asks for so they reach validation and the handler. Nothing may answer 5xx. The seed is fixed: a failure names the
// request, and the same run repeats it.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractOperation, loadContract, toFastifyPath } from '../../src/contract/load.js';
import { multipartBody, sampleFiles } from '../support/multipart.js';
import { signIn, startLogin } from '../support/sign-in.js';
import { type TestServer, startTestServer } from '../support/test-server.js';
import { type Rng, asText, createRng, valueFor } from './support/fuzz-values.js';

const SEED = 20261124;
const REQUESTS_PER_OPERATION = 40;
/** Callers across companies and roles, so access rules open different operations to each. */
const CALLERS = [
  'admin@demo.outlay.test',
  'mx.admin@demo.outlay.test',
  'employee@demo.outlay.test',
];

const payloadText = (payload: InjectOptions['payload']) =>
  typeof payload === 'string' || Buffer.isBuffer(payload) ? payload.toString().slice(0, 300) : '';

interface Finding {
  operationId: string;
  request: string;
  status: number;
  body: string;
}

describe('the contract, fuzzed', () => {
  let server: TestServer;
  let operations: ContractOperation[];
  const tokens = new Map<string, string>();
  const errorLines: string[] = [];

  beforeAll(async () => {
    operations = (await loadContract()).operations;
    server = await startTestServer({
      logStream: {
        write(line) {
          if (line.includes('"level":50')) errorLines.push(line);
        },
      },
    });
    for (const email of CALLERS) tokens.set(email, (await signIn(server.app, email)).secretToken);
  }, 300_000);
  afterAll(() => server.close());

  /** The credentials an operation's first requirement set asks for. */
  async function credentialsFor(operation: ContractOperation, rng: Rng, caller: string) {
    const headers: Record<string, string> = {};
    const cookies: Record<string, string> = {};
    for (const scheme of operation.security[0] ?? []) {
      if (scheme === 'secretToken') headers.authorization = `Bearer ${tokens.get(caller) ?? ''}`;
      if (scheme === 'driveApiKey') headers['x-api-key'] = server.config.drive.apiKey;
      if (scheme === 'loginChallenge') {
        cookies.outlay_login = (
          await startLogin(server.app, 'manager@demo.outlay.test')
        ).loginCookie;
      }
      // Never a real refresh token: rotating or revoking it is not what this test is about.
      if (scheme === 'refreshCookie')
        cookies.outlay_refresh = asText(valueFor({ type: 'string' }, rng));
    }
    return { headers, cookies };
  }

  function requestFor(
    operation: ContractOperation,
    rng: Rng,
  ): InjectOptions & { method: string; url: string } {
    let path = `/api${toFastifyPath(operation.path)}`;
    for (const parameter of operation.parameters.path) {
      const value = encodeURIComponent(asText(valueFor(parameter.schema, rng)));
      path = path.replace(`:${parameter.name}`, value === '' ? 'x' : value);
    }
    const query = new URLSearchParams();
    for (const parameter of operation.parameters.query) {
      if (!parameter.required && rng.chance(0.4)) continue;
      const value = valueFor(parameter.schema, rng);
      for (const item of Array.isArray(value) ? value : [value]) {
        query.append(parameter.name, asText(item));
      }
    }
    const search = query.size > 0 ? `?${query.toString()}` : '';
    const request = {
      method: operation.method.toUpperCase() as 'POST',
      url: `${path}${search}`,
    } satisfies InjectOptions;
    if (operation.multipartBody) {
      const fields = valueFor(operation.multipartBody.fieldsSchema, rng);
      const parts = Object.entries(typeof fields === 'object' && fields !== null ? fields : {}).map(
        ([name, value]) => ({ name, value: asText(value) }),
      );
      const files = operation.multipartBody.files.flatMap((file) =>
        rng.chance(0.8)
          ? [
              {
                name: file.name,
                filename: rng.pick(['a.pdf', 'b.png', 'c.exe', '../x.pdf']),
                content: rng.pick([
                  sampleFiles.pdf(),
                  sampleFiles.png(),
                  sampleFiles.exe(),
                  Buffer.alloc(0),
                ]),
              },
            ]
          : [],
      );
      const body = multipartBody([...parts, ...files]);
      // Sometimes cut off mid-way, as a dropped connection leaves it.
      const payload = rng.chance(0.15)
        ? body.payload.subarray(0, rng.int(body.payload.length))
        : body.payload;
      return { ...request, payload, headers: body.headers };
    }
    if (operation.requestBody && (operation.requestBody.required || rng.chance(0.7))) {
      return {
        ...request,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(valueFor(operation.requestBody.schema, rng)),
      };
    }
    return request;
  }

  it('answers no request with a 5xx', async () => {
    const rng = createRng(SEED);
    const findings: Finding[] = [];
    let requests = 0;
    const statuses = new Map<number, number>();
    for (const operation of operations) {
      for (let i = 0; i < REQUESTS_PER_OPERATION; i += 1) {
        const caller = rng.pick(CALLERS);
        const request = requestFor(operation, rng);
        const { headers, cookies } = await credentialsFor(operation, rng, caller);
        const response = await server.app.inject({
          ...request,
          headers: { ...request.headers, ...headers },
          cookies,
        });
        requests += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) {
          findings.push({
            operationId: operation.operationId,
            request: `${request.method} ${request.url} ${payloadText(request.payload)}`,
            status: response.statusCode,
            body: response.body.slice(0, 200),
          });
        }
        // A handler that ended the caller's session (none should from these requests): sign
        // in again so the rest of the run still reaches the handlers.
        if (response.statusCode === 401 && headers.authorization) {
          tokens.set(caller, (await signIn(server.app, caller)).secretToken);
        }
      }
    }
    console.info(
      `contract fuzz: ${operations.length} operations, ${requests} requests, ${findings.length} 5xx`,
      Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    );
    if (findings.length > 0) console.info(errorLines.slice(0, 20).join('\n'));
    expect(findings).toEqual([]);
  }, 600_000);
});
