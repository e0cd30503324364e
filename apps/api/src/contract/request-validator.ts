import type { ErrorObject } from 'ajv';
import type { createAjv } from './ajv.js';
import type { JsonSchema } from './load.js';

/** A compiled check of one request part, in the shape Fastify's validator compiler expects. */
export interface RequestValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** In Unicode mode a pair reads as one code point, so this finds only lone surrogates. */
const LONE_SURROGATE = /\p{Cs}/u;

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * What the schema cannot say about a request that passed it: the first value no handler can
 * use, as a validation error.
 *
 * - A number that is not finite. Ajv's strict numbers refuse Infinity as a number, but its
 *   coercion of text turns "Infinity", "+Infinity" and "1e400" into one and then skips
 *   `minimum` and `maximum` for it, so such a path, query or form field reached the database.
 * - Text with a lone UTF-16 surrogate (JSON may spell one as `\ud800`): it has no UTF-8 form,
 *   so PostgreSQL refuses to store or even compare it.
 */
function unusableValue(data: unknown, path: string): ErrorObject | undefined {
  if (typeof data === 'number' && !Number.isFinite(data)) {
    return {
      keyword: 'type',
      instancePath: path,
      schemaPath: '#/type',
      params: { type: 'number' },
      message: 'must be a finite number',
    };
  }
  if (typeof data === 'string' && LONE_SURROGATE.test(data)) {
    return {
      keyword: 'format',
      instancePath: path,
      schemaPath: '#/format',
      params: { format: 'unicode' },
      message: 'must be well-formed Unicode text',
    };
  }
  if (Array.isArray(data)) {
    for (const [index, item] of data.entries()) {
      const found = unusableValue(item, `${path}/${index}`);
      if (found) return found;
    }
  } else if (typeof data === 'object' && data !== null) {
    for (const [key, value] of Object.entries(data)) {
      const found =
        unusableValue(key, `${path}/${escapePointer(key)}`) ??
        unusableValue(value, `${path}/${escapePointer(key)}`);
      if (found) return found;
    }
  }
  return undefined;
}

/** Compiles `schema` with `ajv`, then refuses what passed it but no handler can use. */
export function compileRequestValidator(
  ajv: ReturnType<typeof createAjv>,
  schema: JsonSchema,
): RequestValidator {
  const validate = ajv.compile(schema);
  const check: RequestValidator = (data) => {
    if (!validate(data)) {
      check.errors = validate.errors;
      return false;
    }
    const unusable = unusableValue(data, '');
    check.errors = unusable ? [unusable] : null;
    return unusable === undefined;
  };
  return check;
}
