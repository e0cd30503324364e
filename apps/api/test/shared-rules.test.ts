// The rules both sides read (@outlay/rules) and the contract's schemas say the same thing:
// the contract validates every request, so a drift would refuse what the app allows, or let
// through what it refuses.
import {
  CARD_SERVICE_TIME_ZONES,
  EXPENSE_CATEGORIES,
  isOneTimeCode,
  MAX_RECEIPT_BYTES,
  MAX_RECEIPTS_PER_ENTRY,
  ONE_TIME_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_UP_STEPS,
} from '@outlay/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Contract, type JsonSchema, loadContract } from '../src/contract/load.js';

let contract: Contract;

beforeAll(async () => {
  contract = await loadContract();
});

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every object schema under `schema` (the contract is dereferenced, so it is a tree). */
function* schemasIn(schema: unknown): Generator<Json> {
  if (Array.isArray(schema)) {
    for (const item of schema) yield* schemasIn(item);
  } else if (isObject(schema)) {
    yield schema;
    for (const value of Object.values(schema)) yield* schemasIn(value);
  }
}

function everySchema(): Json[] {
  const roots: unknown[] = contract.operations.flatMap((operation) => [
    operation.requestBody?.schema,
    operation.multipartBody?.fieldsSchema,
    ...Object.values(operation.parameters)
      .flat()
      .map((parameter) => parameter.schema),
    ...operation.responses.values(),
  ]);
  return roots.flatMap((root) => [...schemasIn(root)]);
}

function bodyProperty(operationId: string, property: string): Json {
  const operation = contract.operations.find((candidate) => candidate.operationId === operationId);
  const schema: JsonSchema | undefined = operation?.requestBody?.schema;
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  const found = properties[property];
  if (!isObject(found)) throw new Error(`${operationId} has no body property ${property}`);
  return found;
}

describe('the contract agrees with @outlay/rules', () => {
  it('asks for one-time codes of ONE_TIME_CODE_LENGTH digits wherever a body takes a code', () => {
    const codeSchemas = contract.operations
      // Their `code` is the identity provider's authorization code, not a one-time code of ours.
      .filter(
        (operation) =>
          operation.operationId !== 'completeSingleSignOn' &&
          operation.operationId !== 'completeSingleSignOnConnectionTest',
      )
      .map((operation) => operation.requestBody?.schema)
      .filter(isObject)
      .map((schema) => (isObject(schema.properties) ? schema.properties.code : undefined))
      .filter(isObject);
    expect(codeSchemas.length).toBeGreaterThanOrEqual(4);
    const patterns = new Set(codeSchemas.map((schema) => schema.pattern));
    expect(patterns).toEqual(new Set([`^[0-9]{${ONE_TIME_CODE_LENGTH}}$`]));
    const contractRule = new RegExp(`^[0-9]{${ONE_TIME_CODE_LENGTH}}$`);
    for (const sample of ['123456', '12345', '1234567', '12 456', 'abcdef', '']) {
      expect(isOneTimeCode(sample), sample).toBe(contractRule.test(sample));
    }
  });

  it('takes new passwords of PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters', () => {
    for (const operationId of ['changePassword', 'resetPassword', 'setupPassword']) {
      const newPassword = bodyProperty(operationId, 'newPassword');
      expect([newPassword.minLength, newPassword.maxLength], operationId).toEqual([
        PASSWORD_MIN_LENGTH,
        PASSWORD_MAX_LENGTH,
      ]);
    }
  });

  it('caps receipt uploads at MAX_RECEIPT_BYTES a file and MAX_RECEIPTS_PER_ENTRY files', () => {
    for (const operationId of ['uploadCardReceipts', 'uploadPaymentReceipts']) {
      const operation = contract.operations.find(
        (candidate) => candidate.operationId === operationId,
      );
      expect(operation?.multipartBody?.limits, operationId).toMatchObject({
        fileBytes: MAX_RECEIPT_BYTES,
        files: MAX_RECEIPTS_PER_ENTRY,
      });
    }
  });

  it('has a time zone for every card service the contract names, and no other', () => {
    const cardServices = everySchema().find(
      (schema) => Array.isArray(schema.enum) && schema.enum.includes('stripe-us'),
    );
    expect(new Set(cardServices?.enum as unknown[])).toEqual(
      new Set(Object.keys(CARD_SERVICE_TIME_ZONES)),
    );
  });

  it('names the expense categories of EXPENSE_CATEGORIES, in its order', () => {
    const categories = everySchema().find(
      (schema) => Array.isArray(schema.enum) && schema.enum.includes('Payroll and Consultants'),
    );
    expect(categories?.enum).toEqual([...EXPENSE_CATEGORIES]);
  });

  it('names the sign-up steps of SIGN_UP_STEPS, in its order', () => {
    const steps = everySchema().find(
      (schema) => Array.isArray(schema.enum) && schema.enum.includes('companyDetails'),
    );
    expect(steps?.enum).toEqual([...SIGN_UP_STEPS]);
  });
});
