import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@outlay/api-client/schema';
import type { IncomingFile } from '../files/receive-file.js';
import type { Credentials } from '../http/security.js';
import type { Lang } from '../i18n/language.js';

/** Every operation of the contract, from the generated client types. */
export type OperationId = keyof operations;

type Op<K extends OperationId> = operations[K];

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : undefined;

/** A multipart body as a handler sees it: file parts arrive as streams (multipart.ts). */
type FilePart<T> = T extends Blob
  ? IncomingFile
  : T extends Blob[]
    ? AsyncIterable<IncomingFile>
    : T;
type BodyContent<T> = T extends { content: { 'multipart/form-data': infer Body } }
  ? { [P in keyof Body]: FilePart<Body[P]> }
  : JsonContent<T>;

/** `{}` for a part the operation does not declare, so handlers never see `never`. */
type Declared<T> = [T] extends [never] ? Record<string, never> : T;

export type RequestBody<K extends OperationId> =
  Op<K> extends { requestBody: infer Body }
    ? BodyContent<Body>
    : Op<K> extends { requestBody?: infer Body }
      ? BodyContent<NonNullable<Body>> | undefined
      : undefined;

export type QueryOf<K extends OperationId> = Declared<NonNullable<Op<K>['parameters']['query']>>;
export type PathParamsOf<K extends OperationId> = Declared<
  NonNullable<Op<K>['parameters']['path']>
>;

type Responses<K extends OperationId> = Op<K>['responses'];

/**
 * What a handler answers: one of the statuses the contract declares for it, with that status's
 * body. A body of the wrong shape, or an undeclared status, does not compile.
 */
export type HandlerResult<K extends OperationId> = {
  [S in keyof Responses<K>]: { status: S; body: JsonContent<Responses<K>[S]> };
}[keyof Responses<K>];

export interface HandlerContext<K extends OperationId> {
  body: RequestBody<K>;
  query: QueryOf<K>;
  params: PathParamsOf<K>;
  /** The caller's language, from Accept-Language. */
  lang: Lang;
  /** What the operation's security requirement resolved to. */
  credentials: Credentials;
  request: FastifyRequest;
  /** For cookies and headers; the body is what the handler returns. */
  reply: FastifyReply;
}

export type Handler<K extends OperationId> = (
  context: HandlerContext<K>,
) => Promise<HandlerResult<K>>;

/** One handler per operation: a missing one is a compile error (and fails start-up). */
export type Handlers = { [K in OperationId]: Handler<K> };
