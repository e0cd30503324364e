import type { ValidateFunction } from 'ajv';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../http/errors.js';
import { languageOf } from '../http/error-handler.js';
import { translate } from '../i18n/messages.js';

export interface ResponseCheck {
  request: FastifyRequest;
  reply: FastifyReply;
  payload: unknown;
  operationId: string;
  validators: Map<number, ValidateFunction | undefined>;
  errorBodyValidator: ValidateFunction;
}

/**
 * Checks an answer against the contract before it is serialised (outside production). A body
 * that does not match is replaced by a 500, so a drifting handler fails its tests instead of
 * quietly sending extra or missing fields.
 */
export function checkResponse(check: ResponseCheck): unknown {
  const { request, reply, payload, operationId, validators } = check;
  const status = reply.statusCode;
  const declared = validators.has(status);
  const validator = declared ? validators.get(status) : undefined;

  let problem: unknown;
  if (declared && validator === undefined) {
    problem = payload === undefined || payload === null ? undefined : 'the status declares no body';
  } else if (validator) {
    problem = validator(payload) ? undefined : validator.errors;
  } else if (status >= 400) {
    // Failures the operation does not list (a 500, a 415 from the body parser) still must
    // use the one error body.
    problem = check.errorBodyValidator(payload) ? undefined : check.errorBodyValidator.errors;
    if (problem === undefined && status !== 500) {
      request.log.warn({ operationId, status }, 'status not declared in the contract');
    }
  } else {
    problem = 'status not declared in the contract';
  }

  if (problem === undefined) return payload;
  request.log.error(
    { operationId, status, problem },
    'CONTRACT MISMATCH: the response does not match openapi/; answering 500',
  );
  void reply.code(500);
  const body: ErrorBody = {
    errors: { msg: translate(languageOf(request), 'errors.contractMismatch'), code: 'INTERNAL' },
  };
  return body;
}
