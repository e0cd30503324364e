import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { ValidateFunction } from 'ajv';
import type { RateLimit } from '../config.js';
import { languageOf } from '../http/error-handler.js';
import { type Credentials, type SecuritySchemes, authorize } from '../http/security.js';
import { createAjv } from './ajv.js';
import {
  type Contract,
  type ContractOperation,
  type ContractParameter,
  type JsonSchema,
  toFastifyPath,
} from './load.js';
import { readMultipartRequest } from './multipart.js';
import { compileRequestValidator } from './request-validator.js';
import { checkResponse } from './responses.js';
import type { HandlerContext, OperationId } from './types.js';

/**
 * The registration loop sees every operation at once, so it handles them through this loose
 * signature; `Handlers` (in types.ts) is what keeps each handler's own types exact.
 */
export type LooseHandler = (
  context: HandlerContext<OperationId>,
) => Promise<{ status: number | string; body: unknown }>;

export interface ContractRoutesOptions {
  contract: Contract;
  handlers: Partial<Record<string, LooseHandler>>;
  security: SecuritySchemes;
  prefix: string;
  validateResponses: boolean;
  /** The limit for an operation that declares 429, or undefined to leave it unlimited. */
  rateLimitFor: (operationId: string) => RateLimit | undefined;
  /** Operations given their own limit; each must declare 429 so clients know to expect it. */
  limitedOperations: readonly string[];
  /**
   * Runs once the caller is authenticated, before the body is read: refuses a caller the
   * operation is not open to.
   */
  guard?: (
    operation: ContractOperation,
    request: FastifyRequest,
    credentials: Credentials,
  ) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
  }
}

function objectSchema(parameters: ContractParameter[]): JsonSchema | undefined {
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

function checkCoverage(options: ContractRoutesOptions) {
  const { contract, handlers, security } = options;
  const ids = new Set(contract.operations.map((op) => op.operationId));
  const missing = [...ids].filter((id) => typeof handlers[id] !== 'function');
  if (missing.length > 0) {
    throw new Error(`No handler for contract operation(s): ${missing.join(', ')}`);
  }
  const unknown = Object.keys(handlers).filter((id) => !ids.has(id));
  if (unknown.length > 0) {
    throw new Error(`Handler(s) for operations the contract does not have: ${unknown.join(', ')}`);
  }
  const schemes = contract.operations.flatMap((op) => op.security.flat());
  const unresolved = [...new Set(schemes)].filter((name) => !(name in security));
  if (unresolved.length > 0) {
    throw new Error(`No resolver for security scheme(s): ${unresolved.join(', ')}`);
  }
  const undeclared = options.limitedOperations.filter(
    (id) => !contract.operations.some((op) => op.operationId === id && op.responses.has(429)),
  );
  if (undeclared.length > 0) {
    throw new Error(`Rate-limited operation(s) that do not declare 429: ${undeclared.join(', ')}`);
  }
}

type ContractValidators = Record<
  'bodyAjv' | 'textAjv' | 'responseAjv',
  ReturnType<typeof createAjv>
>;

/**
 * The validators of one contract, shared by every server built on it in this process. Ajv keeps
 * what it compiled by schema, so a second server (tests build dozens per process) reuses the
 * first one's compiled validators instead of compiling some 500 schemas again.
 */
const validatorsByContract = new WeakMap<ContractRoutesOptions['contract'], ContractValidators>();

function validatorsOf(contract: ContractRoutesOptions['contract']): ContractValidators {
  let validators = validatorsByContract.get(contract);
  if (!validators) {
    validators = {
      bodyAjv: createAjv({ coerceTypes: false }),
      textAjv: createAjv({ coerceTypes: true }),
      responseAjv: createAjv({ coerceTypes: false }),
    };
    validatorsByContract.set(contract, validators);
  }
  return validators;
}

/** What each request's security resolved to, from its onRequest hook to its handler. */
const credentialsOf = new WeakMap<FastifyRequest, Credentials>();

/** A request body error in the shape Fastify gives its own, so one handler formats both. */
class BodyValidationError extends Error {
  readonly code = 'FST_ERR_VALIDATION';
  readonly statusCode = 400;
  readonly validationContext = 'body';
  constructor(readonly validation: FastifySchemaValidationError[]) {
    super('body does not match the contract');
  }
}

/**
 * Registers one route per contract operation: path, request schemas, security and rate limit
 * all come from the contract; the handler comes from the map keyed by operationId.
 */
export function registerContractRoutes(app: FastifyInstance, options: ContractRoutesOptions) {
  checkCoverage(options);
  const { contract, handlers, security, prefix } = options;

  const { bodyAjv, textAjv, responseAjv } = validatorsOf(contract);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    compileRequestValidator(httpPart === 'body' ? bodyAjv : textAjv, schema as JsonSchema),
  );
  const errorBodySchema = contract.schemas.ErrorBody;
  if (errorBodySchema === undefined) throw new Error('The contract has no ErrorBody schema');
  const errorBodyValidator = responseAjv.compile(errorBodySchema);

  for (const operation of contract.operations) {
    const handler = handlers[operation.operationId];
    if (!handler) continue;
    registerOperation(app, operation, handler, {
      security,
      prefix,
      guard: options.guard,
      rateLimit: operation.responses.has(429)
        ? options.rateLimitFor(operation.operationId)
        : undefined,
      responseValidators: options.validateResponses
        ? compileResponses(responseAjv, operation)
        : undefined,
      errorBodyValidator,
      bodyAjv,
      textAjv,
    });
  }
}

function compileResponses(ajv: ReturnType<typeof createAjv>, operation: ContractOperation) {
  const validators = new Map<number, ValidateFunction | undefined>();
  for (const [status, schema] of operation.responses) {
    validators.set(status, schema === undefined ? undefined : ajv.compile(schema));
  }
  return validators;
}

interface OperationRouteOptions {
  security: SecuritySchemes;
  prefix: string;
  guard: ContractRoutesOptions['guard'];
  rateLimit: RateLimit | undefined;
  responseValidators: Map<number, ValidateFunction | undefined> | undefined;
  errorBodyValidator: ValidateFunction;
  bodyAjv: ReturnType<typeof createAjv>;
  textAjv: ReturnType<typeof createAjv>;
}

function registerOperation(
  app: FastifyInstance,
  operation: ContractOperation,
  handler: LooseHandler,
  options: OperationRouteOptions,
) {
  const { requestBody, parameters } = operation;
  // Fastify validates a declared body even when it is absent, so only a required body goes in
  // the route schema; an optional one is checked here when present.
  const optionalBodyValidator =
    requestBody && !requestBody.required
      ? compileRequestValidator(options.bodyAjv, requestBody.schema)
      : undefined;
  const schema: Record<string, JsonSchema> = {};
  if (requestBody?.required) schema.body = requestBody.schema;
  const querystring = objectSchema(parameters.query);
  if (querystring) schema.querystring = querystring;
  const params = objectSchema(parameters.path);
  if (params) schema.params = params;
  const headers = objectSchema(parameters.header);
  if (headers) schema.headers = headers;
  const validators = options.responseValidators;
  const multipart = operation.multipartBody;
  const multipartFields = multipart
    ? compileRequestValidator(options.textAjv, multipart.fieldsSchema)
    : undefined;

  app.route({
    method: operation.method.toUpperCase(),
    url: `${options.prefix}${toFastifyPath(operation.path)}`,
    ...(operation.bodyLimit ? { bodyLimit: operation.bodyLimit } : {}),
    schema,
    config: {
      operationId: operation.operationId,
      ...(options.rateLimit
        ? { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } }
        : {}),
    },
    // Authentication comes before anything reads the request: a caller without valid
    // credentials gets 401 whatever the body, query or path hold, and learns nothing of the
    // operation's input (a validator that ran first would name its fields). It runs after the
    // rate limit (an onRequest hook), so refused callers are still counted.
    preParsing: async (request, _reply, payload) => {
      const credentials = await authorize(operation.security, options.security, request);
      credentialsOf.set(request, credentials);
      await options.guard?.(operation, request, credentials);
      return payload;
    },
    preValidation: optionalBodyValidator
      ? (request, _reply, done) => {
          const valid = request.body === undefined || optionalBodyValidator(request.body);
          done(valid ? undefined : new BodyValidationError(optionalBodyValidator.errors ?? []));
        }
      : undefined,
    preSerialization: validators
      ? (request, reply, payload: unknown, done) => {
          done(
            null,
            checkResponse({
              request,
              reply,
              payload,
              operationId: operation.operationId,
              validators,
              errorBodyValidator: options.errorBodyValidator,
            }),
          );
        }
      : undefined,
    handler: async (request, reply) => {
      const credentials = credentialsOf.get(request) ?? {};
      // Only an authorised caller's parts are read; form fields arrive as text, so they are
      // checked like query strings.
      const parts =
        multipart && multipartFields
          ? await readMultipartRequest(request, multipart, multipartFields)
          : undefined;
      let result;
      try {
        result = await handler({
          body: (parts ? parts.body : request.body) as HandlerContext<OperationId>['body'],
          query: request.query as HandlerContext<OperationId>['query'],
          params: request.params as HandlerContext<OperationId>['params'],
          lang: languageOf(request),
          credentials,
          request,
          reply,
        });
      } catch (error) {
        // A refusal answers now, without reading the rest of the upload first.
        parts?.abandon();
        throw error;
      }
      await parts?.finish();
      void reply.code(Number(result.status));
      return result.body === undefined ? reply.send() : result.body;
    },
  });
}
