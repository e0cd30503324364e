import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StoredFileMissingError } from '../files/storage.js';
import { pickLanguage } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import { AppError, type ErrorBody, type ErrorCode, type FieldMessages } from './errors.js';
import { validationErrorBody } from './validation-errors.js';

export function languageOf(request: FastifyRequest) {
  return pickLanguage(request.headers['accept-language']);
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  key: MessageKey,
  params: Record<string, string | number> = {},
  fields: FieldMessages = {},
) {
  const lang = languageOf(request);
  const body: ErrorBody = { errors: { msg: translate(lang, key, params), code } };
  const named = Object.entries(fields);
  if (named.length > 0) {
    body.errors.fields = Object.fromEntries(
      named.map(([path, field]) => [path, translate(lang, field.key, field.params)]),
    );
  }
  return reply.code(status).send(body);
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large) by error code. */
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    key: 'errors.unsupportedMediaType',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', key: 'errors.bodyTooLarge' },
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/**
 * Errors Fastify's router raises before any route runs (a malformed percent-encoding, a path
 * segment longer than its parameter limit): the one error body, in the caller's language.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void sendError(request, reply, 414, 'BAD_REQUEST', 'errors.uriTooLong');
    return;
  }
  void sendError(request, reply, 400, 'BAD_REQUEST', 'errors.badRequest');
}

/** Every failure, wherever it comes from, answers with the one error body. */
export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof StoredFileMissingError) {
      // Whoever asked is told it is not there; the operator is told a file was lost.
      request.log.warn({ key: error.key }, 'stored file missing');
    }
    if (error instanceof AppError) {
      void reply.headers(error.headers);
      return sendError(
        request,
        reply,
        error.status,
        error.code,
        error.messageKey,
        error.params,
        error.fields,
      );
    }
    if (isFastifyError(error) && error.validation) {
      const body = validationErrorBody(
        languageOf(request),
        error.validation,
        error.validationContext ?? 'body',
      );
      return reply.code(400).send(body);
    }
    const status = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
    if (status >= 400 && status < 500 && isFastifyError(error)) {
      const known = FRAMEWORK_ERRORS[error.code];
      return sendError(
        request,
        reply,
        status,
        known?.code ?? 'BAD_REQUEST',
        known?.key ?? 'errors.badRequest',
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'INTERNAL', 'errors.internal');
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, 404, 'NOT_FOUND', 'errors.notFound'),
  );
}
