import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * OpenAPI 3.1 schemas are JSON Schema 2020-12 plus a few OpenAPI-only annotations. Ajv runs in
 * strict mode so a misspelt keyword in the contract fails at start instead of validating
 * nothing; the OpenAPI annotations are declared so strict mode accepts them.
 */
export function createAjv(options: { coerceTypes: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    allowUnionTypes: true,
    discriminator: true,
    // `multipleOf: 0.01` (amounts in cents) divides in binary floating point, where 40.01 / 0.01
    // is 4000.9999…: without a precision, amounts such as 40.01 or 0.07 would be refused.
    multipleOfPrecision: 8,
    // Query strings, path parameters and headers arrive as text; bodies are never coerced.
    coerceTypes: options.coerceTypes ? 'array' : false,
    useDefaults: options.coerceTypes,
  });
  addFormats(ajv);
  ajv.addVocabulary(['example', 'xml', 'externalDocs']);
  return ajv;
}
