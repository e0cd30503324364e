// Validates values against the contract's own JSON Schemas (OpenAPI 3.1 is JSON Schema
// 2020-12), read from the bundled, dereferenced contract.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadContract } from '../../scripts/contract.mjs';
import type { OperationInfo } from '../../src/index';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function child(value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), value);
}

export interface ContractValidator {
  /** Problems of `value` against `components.schemas[name]`; [] when valid. */
  checkSchema(name: string, value: unknown): string[];
  /** Problems of a response body against what the contract declares for that status. */
  checkResponse(operation: OperationInfo, status: number, body: unknown): string[];
  /** Whether the operation declares a request body. */
  hasRequestBody(operation: OperationInfo): boolean;
}

export async function createContractValidator(): Promise<ContractValidator> {
  const contract = await loadContract({ dereference: true });
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    allowUnionTypes: true,
    // As the server's: amounts in cents (multipleOf 0.01) are checked to 8 digits.
    multipleOfPrecision: 8,
  });
  addFormats(ajv);
  // OpenAPI's own annotations, which JSON Schema does not know.
  ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator']);
  const compiled = new Map<unknown, ValidateFunction>();

  function check(schema: unknown, value: unknown, where: string): string[] {
    if (!isRecord(schema)) return [`${where}: the contract declares no schema`];
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (error) => `${where}${error.instancePath || '/'} ${error.message ?? 'is invalid'}`,
    );
  }

  function operationNode(operation: OperationInfo): unknown {
    return child(contract, 'paths', operation.path, operation.method);
  }

  return {
    checkSchema(name, value) {
      return check(child(contract, 'components', 'schemas', name), value, name);
    },
    checkResponse(operation, status, body) {
      const responses = child(operationNode(operation), 'responses');
      const declared = isRecord(responses)
        ? (responses[String(status)] ??
          responses[`${String(status).charAt(0)}XX`] ??
          responses.default)
        : undefined;
      const where = `${operation.operationId} ${status}`;
      if (declared === undefined) return [`${where}: status not declared by the contract`];
      // A status declared without content (204) must come without a body.
      if (child(declared, 'content') === undefined) {
        return body === undefined ? [] : [`${where}: the contract declares no body`];
      }
      return check(child(declared, 'content', 'application/json', 'schema'), body, where);
    },
    hasRequestBody(operation) {
      return child(operationNode(operation), 'requestBody') !== undefined;
    },
  };
}
