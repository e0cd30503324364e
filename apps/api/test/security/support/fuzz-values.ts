// Values for the contract fuzz test: mostly what a schema asks for, with the edges a probe
// tries (ids past the database's range, NUL bytes, very long text, wrong types) mixed in.
import type { JsonSchema } from '../../../src/contract/load.js';

/** mulberry32: a small seeded generator, so every run sends the same requests. */
export function createRng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
export type Rng = ReturnType<typeof createRng>;

/** What the 2026 probe sent, and the usual suspects beside it. */
export const HOSTILE_VALUES: readonly unknown[] = [
  1e20, // 99999999999999999999 as JSON parses to it
  1e308,
  -1e308,
  -1,
  0,
  2147483648,
  -2147483649,
  9007199254740992, // 2^53: past the last integer a double holds exactly
  1.5,
  '99999999999999999999',
  '1e308',
  // Text the validator's coercion once turned into Infinity (issue 43 #10).
  'Infinity',
  '-Infinity',
  '+Infinity',
  '1e400',
  '-1',
  'NaN',
  'a\u0000b',
  '\u0000',
  '%00',
  'x'.repeat(5000),
  '',
  ' ',
  "' OR '1'='1",
  '../../../../etc/passwd',
  '\ud800',
  'a\udc00b',
  '😀'.repeat(40),
  null,
  true,
  [],
  {},
  [1, 2, 3],
  { nested: { deeper: ['x'] } },
];

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.@';

/** Characters of a simple class such as `[A-Z]` or `[a-z0-9-]`. */
function classCharacters(body: string): string {
  let result = '';
  for (let i = 0; i < body.length; i += 1) {
    const from = body[i] ?? '';
    const to = body[i + 2];
    if (body[i + 1] === '-' && to !== undefined) {
      for (let code = from.charCodeAt(0); code <= to.charCodeAt(0); code += 1) {
        result += String.fromCharCode(code);
      }
      i += 2;
    } else {
      result += from;
    }
  }
  return result;
}

/** A string matching the simple patterns the contract uses (`^[class]{m,n}$`, `^[class]+$`). */
function fromPattern(pattern: string, rng: Rng): string | undefined {
  const match = /^\^\[([^\]]+)\](?:\{(\d+)(?:,(\d+))?\}|(\+)|(\*))\$$/.exec(pattern);
  if (!match) return undefined;
  const characters = classCharacters(match[1] ?? '');
  const min = match[2] !== undefined ? Number(match[2]) : match[4] ? 1 : 0;
  const max = match[3] !== undefined ? Number(match[3]) : match[2] !== undefined ? min : 12;
  const length = min + rng.int(max - min + 1);
  return Array.from({ length }, () => characters[rng.int(characters.length)] ?? 'a').join('');
}

function stringFor(schema: Schema, rng: Rng): string {
  const examples = Array.isArray(schema.examples) ? schema.examples : [];
  if (examples.length > 0 && rng.chance(0.3)) return String(rng.pick(examples));
  switch (schema.format) {
    case 'uuid':
      return rng.chance(0.5)
        ? '3f2b8c1e-7a4d-4e9b-8c2f-5d6e7f8a9b0c'
        : `${rng.int(0xffffffff).toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`;
    case 'date':
      return `2026-${String(1 + rng.int(12)).padStart(2, '0')}-${String(1 + rng.int(28)).padStart(2, '0')}`;
    case 'date-time':
      return '2026-11-24T10:00:00Z';
    case 'email':
      return rng.pick(['admin@demo.outlay.test', 'nobody@example.com', 'a@b.co']);
    default:
      break;
  }
  if (typeof schema.pattern === 'string') {
    const matching = fromPattern(schema.pattern, rng);
    if (matching !== undefined) return matching;
  }
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 40;
  // Sometimes exactly at, or just past, the declared length.
  const length = rng.chance(0.15)
    ? max + (rng.chance(0.5) ? 1 : 0)
    : min + rng.int(Math.min(max, min + 30) - min + 1);
  const text = Array.from({ length }, () => ALPHABET[rng.int(ALPHABET.length)] ?? 'a').join('');
  return rng.chance(0.1) ? `${text.slice(0, Math.max(0, length - 1))}\u0000` : text;
}

function numberFor(schema: Schema, rng: Rng, integer: boolean): number {
  const min = typeof schema.minimum === 'number' ? schema.minimum : integer ? 0 : -1000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : integer ? 20_000 : 1000;
  // Infinity travels as the text "Infinity" in a path, a query or a form field.
  const edges = [min, max, max + 1, min - 1, Infinity, -Infinity];
  if (rng.chance(0.2)) return rng.pick(edges);
  const value = min + rng.next() * (Math.min(max, min + 20_000) - min);
  return integer ? Math.round(value) : Math.round(value * 100) / 100;
}

function typeOf(schema: Schema, rng: Rng): string | undefined {
  if (Array.isArray(schema.type)) {
    const types = schema.type.map(String);
    const concrete = types.filter((type) => type !== 'null');
    return rng.chance(0.1) || concrete.length === 0 ? rng.pick(types) : rng.pick(concrete);
  }
  if (typeof schema.type === 'string') return schema.type;
  if (isSchema(schema.properties)) return 'object';
  if (isSchema(schema.items)) return 'array';
  return undefined;
}

/** Merges `allOf` members into one schema: the contract uses it to extend objects. */
function merged(schemas: unknown[]): Schema {
  const result: Schema = { type: 'object', properties: {}, required: [] };
  for (const part of schemas) {
    if (!isSchema(part)) continue;
    const inner = Array.isArray(part.allOf) ? merged(part.allOf) : part;
    Object.assign(result.properties as Schema, inner.properties);
    const required: unknown[] = Array.isArray(inner.required) ? inner.required : [];
    (result.required as unknown[]).push(...required);
  }
  return result;
}

/** A value for `schema`: usually one it allows, sometimes one of the hostile values. */
export function valueFor(schema: JsonSchema, rng: Rng, depth = 0): unknown {
  if (rng.chance(depth === 0 ? 0.05 : 0.12)) return rng.pick(HOSTILE_VALUES);
  if (!isSchema(schema)) return rng.pick(HOSTILE_VALUES);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return rng.pick(schema.enum);
  if (Array.isArray(schema.allOf)) return valueFor(merged(schema.allOf), rng, depth);
  const choices = Array.isArray(schema.oneOf) ? schema.oneOf : schema.anyOf;
  if (Array.isArray(choices)) return valueFor(rng.pick(choices) as JsonSchema, rng, depth);
  switch (typeOf(schema, rng)) {
    case 'null':
      return null;
    case 'boolean':
      return rng.chance(0.5);
    case 'integer':
      return numberFor(schema, rng, true);
    case 'number':
      return numberFor(schema, rng, false);
    case 'string':
      return stringFor(schema, rng);
    case 'array': {
      const max = typeof schema.maxItems === 'number' ? schema.maxItems : 4;
      const length = rng.chance(0.1) ? max + 1 : rng.int(Math.min(max, 4) + 1);
      const items = isSchema(schema.items) ? schema.items : {};
      return Array.from({ length }, () => valueFor(items, rng, depth + 1));
    }
    case 'object': {
      const properties = isSchema(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
      const result: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(properties)) {
        if (required.includes(name) ? rng.chance(0.95) : rng.chance(0.6)) {
          result[name] = valueFor(property as JsonSchema, rng, depth + 1);
        }
      }
      if (rng.chance(0.05)) result.unexpected = rng.pick(HOSTILE_VALUES);
      return result;
    }
    default:
      return rng.pick(HOSTILE_VALUES);
  }
}

function jsonText(value: unknown): string {
  // undefined has no JSON text, whatever the type says.
  return value === undefined ? '' : JSON.stringify(value);
}

/**
 * How a value travels in a path segment, a query string or a form field: as text that URL
 * encoding can carry (a lone surrogate, fine in JSON, cannot be percent-encoded).
 */
export function asText(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : jsonText(value);
  return text.replace(/[\ud800-\udfff]/g, (character, offset: number) => {
    const pair = text.slice(offset, offset + 2);
    return /^[\ud800-\udbff][\udc00-\udfff]$/.test(pair) ||
      /^[\ud800-\udbff][\udc00-\udfff]$/.test(text.slice(offset - 1, offset + 1))
      ? character
      : '\ufffd';
  });
}
