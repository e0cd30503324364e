// Security probe, no 500 from input: the contract bounds everything a caller sends, so the
// database never sees an id past its range or text it cannot store. Every integer and number
// a request carries has a maximum (and a minimum), every string a length limit and a pattern
// (or a format or a list of values) that refuses the NUL byte Postgres rejects.
import { describe, expect, it } from 'vitest';
import { type JsonSchema, loadContract } from '../../src/contract/load.js';

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Formats whose own syntax already bounds the text and excludes NUL. */
const BOUNDED_FORMATS = ['uuid', 'date', 'date-time', 'email', 'binary'];

function problemsOf(schema: unknown, where: string, seen = new Set<unknown>()): string[] {
  if (!isSchema(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const problems: string[] = [];
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).map(String);
  const listed = 'enum' in schema || 'const' in schema;
  if (!listed && (types.includes('integer') || types.includes('number'))) {
    if (schema.maximum === undefined) problems.push(`${where}: a number without a maximum`);
    if (schema.minimum === undefined) problems.push(`${where}: a number without a minimum`);
  }
  const format = typeof schema.format === 'string' ? schema.format : '';
  if (!listed && types.includes('string') && !BOUNDED_FORMATS.includes(format)) {
    if (schema.maxLength === undefined) problems.push(`${where}: text without a maxLength`);
    const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : null;
    if (!pattern || pattern.test('a\u0000') || pattern.test('\u0000')) {
      problems.push(`${where}: text whose pattern lets a NUL byte through`);
    }
  }
  if (isSchema(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      problems.push(...problemsOf(property, `${where}.${name}`, seen));
    }
  }
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    const members = schema[key];
    if (Array.isArray(members)) {
      members.forEach((member, index) => {
        problems.push(...problemsOf(member, `${where}.${key}[${index}]`, seen));
      });
    }
  }
  if (isSchema(schema.items)) problems.push(...problemsOf(schema.items, `${where}[]`, seen));
  return problems;
}

describe('the contract bounds every input', () => {
  it('gives every id, number and text of every request its limits', async () => {
    const { operations } = await loadContract();
    const problems: string[] = [];
    const check = (schema: JsonSchema, where: string) =>
      problems.push(...problemsOf(schema, where));
    for (const operation of operations) {
      const id = operation.operationId;
      if (operation.requestBody) check(operation.requestBody.schema, `${id} body`);
      if (operation.multipartBody) check(operation.multipartBody.fieldsSchema, `${id} form`);
      for (const kind of ['path', 'query', 'header'] as const) {
        for (const parameter of operation.parameters[kind]) {
          check(parameter.schema, `${id} ${kind} ${parameter.name}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
