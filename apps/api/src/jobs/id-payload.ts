import type { JSONSchemaType } from 'ajv';

/** A job's payload of row ids only, each a positive integer: the shape most jobs have. */
export type IdPayload<K extends string> = Record<K, number>;

/**
 * The payload schema of a job that carries ids only (`idPayloadSchema('companyId', 'paymentId')`).
 * Ajv's JSONSchemaType cannot follow a list of keys to its mapped type, hence the one cast; the
 * schema itself is what Ajv checks when a job is sent and when it is taken.
 */
export function idPayloadSchema<const K extends string>(
  ...keys: [K, ...K[]]
): JSONSchemaType<IdPayload<K>> {
  const schema = {
    type: 'object',
    properties: Object.fromEntries(keys.map((key) => [key, { type: 'integer', minimum: 1 }])),
    required: keys,
    additionalProperties: false,
  };
  return schema as unknown as JSONSchemaType<IdPayload<K>>;
}
