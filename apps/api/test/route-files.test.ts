// Each handlers file (a domain's `handlers.ts` or `*-handlers.ts`) opens with the contract
// operations it serves, method and path, so a search for a path (or an operationId) lands on its
// handler. The list is checked against
// the contract and against the `Pick<Handlers, …>` the file implements.
import { readFileSync, readdirSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ContractOperation, loadContract } from '../src/contract/load.js';

const SOURCE = fileURLToPath(new URL('../src/', import.meta.url));
const HEADER_TITLE = '// Contract operations served here (method, path, operationId):';
const HEADER_LINE = /^\/\/ {3}[A-Z]+ \S+ {2}\w+$/;

/** The operationIds a route file implements: the union in its `Pick<Handlers, …>`. */
function implementedIds(source: string): string[] {
  const union = /Pick<\s*Handlers,([^>]*)>/.exec(source)?.[1] ?? '';
  return [...union.matchAll(/'(\w+)'/g)].map((match) => match[1] ?? '');
}

/** The header a file serving these operations opens with, in the contract's order. */
function expectedHeader(operations: ContractOperation[], ids: string[]): string {
  const lines = operations
    .filter((operation) => ids.includes(operation.operationId))
    .map(({ method, path, operationId }) => `//   ${method.toUpperCase()} ${path}  ${operationId}`);
  return [HEADER_TITLE, ...lines].join('\n');
}

function headerOf(source: string): string {
  const lines = source.split('\n');
  if (lines[0] !== HEADER_TITLE) return '';
  const end = lines.findIndex((line, index) => index > 0 && !HEADER_LINE.test(line));
  return lines.slice(0, end).join('\n');
}

const isHandlersFile = (name: string) => name === 'handlers.ts' || name.endsWith('-handlers.ts');

const routeFiles = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
  .filter((path) => isHandlersFile(path.split('/').at(-1) ?? ''))
  .map((path) => ({
    name: relative(SOURCE, `${SOURCE}${path}`),
    source: readFileSync(`${SOURCE}${path}`, 'utf8'),
  }))
  .filter(({ source }) => implementedIds(source).length > 0);

it('finds the handlers files', () => {
  expect(routeFiles.length).toBeGreaterThan(25);
});

describe('route files name the operations they serve', () => {
  it.each(routeFiles)('$name opens with its operations, method and path', async (file) => {
    const { operations } = await loadContract();
    const ids = implementedIds(file.source);
    const known = new Set(operations.map((operation) => operation.operationId));
    expect(ids.filter((id) => !known.has(id))).toEqual([]);
    expect(headerOf(file.source)).toBe(expectedHeader(operations, ids));
  });

  it('gives every contract operation to exactly one route file', async () => {
    const { operations } = await loadContract();
    const servedBy = (id: string) =>
      routeFiles.filter((file) => implementedIds(file.source).includes(id)).map((f) => f.name);
    const wrong = operations
      .map(({ operationId }) => ({ operationId, files: servedBy(operationId) }))
      .filter(({ files }) => files.length !== 1);
    expect(wrong).toEqual([]);
  });
});
