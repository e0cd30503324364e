import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { IncomingFile } from '../files/receive-file.js';
import { FileTooLargeError } from '../files/size-limit.js';
import { AppError } from '../http/errors.js';
import type { JsonSchema } from './load.js';
import type { RequestValidator } from './request-validator.js';

/**
 * Limits of one multipart operation, declared beside its schema in the contract
 * (`x-outlay-limits` on the `multipart/form-data` media type), so the transport refuses
 * oversized input before any handler runs.
 */
export interface MultipartLimits {
  /** Ceiling for any one file; a handler may enforce a lower one while the file streams. */
  fileBytes: number;
  files: number;
  fields: number;
  fieldBytes: number;
}

export interface MultipartFilePart {
  name: string;
  /** An array of binary items: the handler gets an async iterable of files. */
  multiple: boolean;
  required: boolean;
}

/** What the contract says about a `multipart/form-data` request body. */
export interface MultipartBody {
  /** The text fields' schema: the body schema without its file parts. */
  fieldsSchema: JsonSchema;
  files: MultipartFilePart[];
  limits: MultipartLimits;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBinary(schema: unknown): boolean {
  return isObject(schema) && (schema.format === 'binary' || 'contentMediaType' in schema);
}

function readLimits(value: unknown, where: string): MultipartLimits {
  const limits = isObject(value) ? value : {};
  const read = (key: keyof MultipartLimits) => {
    const number = limits[key];
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) {
      throw new Error(`Contract: ${where} multipart body needs x-outlay-limits.${key}`);
    }
    return number;
  };
  return {
    fileBytes: read('fileBytes'),
    files: read('files'),
    fields: read('fields'),
    fieldBytes: read('fieldBytes'),
  };
}

/** Reads the multipart body of an operation's request body content, if it has one. */
export function readMultipartBody(content: Json, where: string): MultipartBody | undefined {
  const media = content['multipart/form-data'];
  if (!isObject(media)) return undefined;
  const schema = media.schema;
  if (!isObject(schema) || !isObject(schema.properties)) {
    throw new Error(`Contract: ${where} multipart body needs an object schema with properties`);
  }
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  const files: MultipartFilePart[] = [];
  const fields: Json = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    const multiple = isObject(property) && property.type === 'array' && isBinary(property.items);
    if (multiple || isBinary(property)) {
      files.push({ name, multiple, required: required.includes(name) });
    } else {
      fields[name] = property;
    }
  }
  // One file field (single or an array) covers the drive and receipts; more would need the
  // parts of several fields interleaved, which nothing asks for yet.
  if (files.length !== 1) {
    throw new Error(`Contract: ${where} multipart body must have exactly one binary property`);
  }
  const fileNames = new Set(files.map((file) => file.name));
  return {
    fieldsSchema: {
      ...schema,
      properties: fields,
      required: required.filter((name) => !fileNames.has(name)),
    },
    files,
    limits: readLimits(media['x-outlay-limits'], where),
  };
}

/** Adds `request.parts()`; bodies are read per operation, never attached whole. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: false });
}

/** A field error in the shape of Fastify's own, so the error handler words it the same way. */
export class MultipartValidationError extends Error {
  readonly code = 'FST_ERR_VALIDATION';
  readonly statusCode = 400;
  readonly validationContext = 'body';
  constructor(readonly validation: FastifySchemaValidationError[]) {
    super('multipart body does not match the contract');
  }
}

interface Part {
  type: 'field' | 'file';
  fieldname: string;
  value?: unknown;
  valueTruncated?: boolean;
  filename?: string;
  mimetype?: string;
  file?: IncomingFile['stream'] & { truncated?: boolean };
}

/**
 * The parser's own failures (a body cut off before its closing boundary, a broken part header)
 * come out as bare errors; they are the sender's fault, so they answer 400, not 500. Errors
 * that already say what they are (ours, the plugin's limits with their status) pass as they are.
 */
function asSenderError(error: unknown): unknown {
  if (error instanceof AppError || error instanceof FileTooLargeError) return error;
  if (error instanceof Error && 'statusCode' in error) return error;
  return new AppError(400, 'BAD_REQUEST', 'errors.bodyCutOff');
}

function toIncomingFile(part: Part, limits: MultipartLimits): IncomingFile {
  const source = part.file;
  if (!source) throw new Error('not a file part');
  // Past the ceiling the parser would keep reading (and dropping) the part to its end before
  // the stream ends: a 150 MB file would be read whole to learn it is too large. Failing the
  // stream at once stops the parser, and the answer goes out without the rest.
  source.once('limit', () => {
    source.destroy(new FileTooLargeError(limits.fileBytes));
  });
  // The handler reads a copy whose failure says whose fault it was (see asSenderError).
  const stream = new PassThrough();
  // The failure is the handler's to read, when it reads; one that fails before (or without) a
  // reader must not become the process's unhandled 'error' event.
  stream.on('error', () => undefined);
  source.once('error', (error) => stream.destroy(asSenderError(error) as Error));
  // A body that arrives whole and is cut off inside this part fails the part while the parser
  // is still handing it over, before the listener above exists: piping a stream already failed
  // moves nothing, and the handler would wait for the file forever.
  if (source.destroyed) {
    stream.destroy(asSenderError(source.errored) as Error);
  }
  stream.once('close', () => {
    if (!source.readableEnded) source.destroy();
  });
  source.pipe(stream);
  return {
    field: part.fieldname,
    filename: part.filename ?? '',
    declaredType: part.mimetype ?? '',
    stream,
    isTruncated: () => source.truncated === true,
  };
}

export interface MultipartRequest {
  body: Record<string, unknown>;
  /**
   * After an answer: discards whatever the handler left unread (a part past the limits), so
   * the request ends cleanly.
   */
  finish(): Promise<void>;
  /**
   * After a refusal: stops reading. The rest of the body is never parsed (a 150 MB upload
   * refused at 10 MB is not read to its end first); the connection closes after the answer
   * (http/unread-bodies.ts).
   */
  abandon(): void;
}

const missing = (name: string): FastifySchemaValidationError => ({
  keyword: 'required',
  instancePath: '',
  schemaPath: '#/required',
  params: { missingProperty: name },
  message: `must have required property '${name}'`,
});

/**
 * Reads a multipart request in order: text fields first, validated against the contract (as
 * text, coerced like query strings), then the file parts, handed over as streams for the
 * handler to read. Files must come after the fields: a handler often needs a field (which
 * group? which limit?) before it reads a byte of the file.
 */
export async function readMultipartRequest(
  request: FastifyRequest,
  spec: MultipartBody,
  validateFields: RequestValidator,
): Promise<MultipartRequest> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'files.multipartExpected');
  }
  const { limits } = spec;
  const rawParts = request
    .parts({
      limits: {
        fileSize: limits.fileBytes,
        files: limits.files,
        fields: limits.fields,
        fieldSize: limits.fieldBytes,
        parts: limits.files + limits.fields,
      },
    })
    [Symbol.asyncIterator]() as AsyncIterator<Part>;
  const parts = {
    next: () =>
      rawParts.next().catch((error: unknown) => {
        throw asSenderError(error);
      }),
  };
  let current: Part | undefined;

  const abandon = () => {
    request.raw.unpipe();
    request.raw.pause();
    if (current?.file && !current.file.destroyed) current.file.destroy();
  };

  const finish = async () => {
    if (current?.file && !current.file.readableEnded) current.file.destroy();
    try {
      for (let next = await parts.next(); next.done !== true; next = await parts.next()) {
        next.value.file?.destroy();
      }
    } catch {
      // The answer is decided already; what is left of the request only has to be let go.
    }
  };

  try {
    const fields: Record<string, unknown> = {};
    let next = await parts.next();
    for (; next.done !== true && next.value.type === 'field'; next = await parts.next()) {
      const { fieldname, value, valueTruncated } = next.value;
      if (valueTruncated === true)
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'errors.bodyTooLarge');
      fields[fieldname] = value;
    }
    current = next.done === true ? undefined : next.value;
    if (!validateFields(fields)) {
      throw new MultipartValidationError(validateFields.errors ?? []);
    }

    const body: Record<string, unknown> = { ...fields };
    const [file] = spec.files;
    if (!file) throw new Error('A multipart body without a file field');
    if (current && current.fieldname !== file.name) {
      throw new MultipartValidationError([
        { ...missing(file.name), message: `unexpected part ${current.fieldname}` },
      ]);
    }
    if (!current) {
      if (file.required) throw new MultipartValidationError([missing(file.name)]);
    } else if (!file.multiple) {
      body[file.name] = toIncomingFile(current, limits);
    } else {
      const first = current;
      body[file.name] = (async function* files() {
        yield toIncomingFile(first, limits);
        for (let more = await parts.next(); more.done !== true; more = await parts.next()) {
          current = more.value;
          if (current.type === 'file' && current.fieldname === file.name) {
            yield toIncomingFile(current, limits);
          }
        }
      })();
    }
    return { body, finish, abandon };
  } catch (error) {
    abandon();
    throw error;
  }
}
