#!/usr/bin/env node
// Generates everything in src/generated/ from the contract:
//   schema.ts      the types, by openapi-typescript
//   operations.ts  one entry per operation: path, method, operationId, tags, security and
//                  whether it needs the secretToken (the root `security` applies when an
//                  operation has none of its own), and its x-outlay-access rule, for the
//                  mocks and the tests
//   access.ts      the part of that table the client needs at run time, shipped to the
//                  browser: per method and path, which credential the client adds
// Both are formatted with the repository's Prettier settings, so regenerating into any folder
// gives byte-identical files: scripts/check-generated.mjs at the root relies on it.
//
//   node scripts/generate.mjs                  writes into src/generated/
//   node scripts/generate.mjs --out-dir <dir>  writes into <dir> (the drift check does this)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createConfig } from '@redocly/openapi-core';
import openapiTS, { astToString, COMMENT_HEADER, stringToAST } from 'openapi-typescript';
import * as prettier from 'prettier';
import { contractPath, loadContract } from './contract.mjs';

/** Where the generated files are committed. */
export const generatedDir = fileURLToPath(new URL('../src/generated/', import.meta.url));

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const TOKEN_SCHEME = 'secretToken';
const DRIVE_SCHEME = 'driveApiKey';

// A file part of a multipart body (`format: binary`) is a Blob (or File) in the browser, not
// the string openapi-typescript writes by default.
const [binaryAlias] = stringToAST('type Binary = Blob;');

async function renderSchema() {
  const redocly = await createConfig({}, { extends: ['minimal'] });
  const ast = await openapiTS(pathToFileURL(contractPath), {
    redocly,
    silent: true,
    // Every schema also by its own name (export type BankLink = components['schemas']['BankLink']),
    // so callers import the name instead of each writing its own alias.
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    transform: (schema) => (schema.format === 'binary' ? binaryAlias.type : undefined),
  });
  return `${COMMENT_HEADER}${astToString(ast)}`;
}

function resolveLocalRef(document, node) {
  if (!node || typeof node.$ref !== 'string') return node;
  if (!node.$ref.startsWith('#/')) throw new Error(`Unresolved reference ${node.$ref}`);
  return node.$ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((value, key) => value?.[key], document);
}

/** Every operation of the bundled contract, in document order. */
export function listOperations(document) {
  const operations = [];
  const seen = new Set();
  const schemes = Object.keys(document.components?.securitySchemes ?? {});
  for (const [route, rawItem] of Object.entries(document.paths ?? {})) {
    const item = resolveLocalRef(document, rawItem);
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const where = `${method.toUpperCase()} ${route}`;
      if (!operation.operationId) throw new Error(`${where} has no operationId`);
      if (seen.has(operation.operationId)) {
        throw new Error(`operationId ${operation.operationId} is used twice (${where})`);
      }
      seen.add(operation.operationId);
      const security = (operation.security ?? document.security ?? []).map((requirement) =>
        Object.keys(requirement),
      );
      for (const name of security.flat()) {
        if (!schemes.includes(name))
          throw new Error(`${where} uses unknown security scheme ${name}`);
      }
      operations.push({
        operationId: operation.operationId,
        method,
        path: route,
        tags: operation.tags ?? [],
        responses: Object.keys(operation.responses ?? {}),
        security,
        requiresSecretToken:
          security.length > 0 && security.every((names) => names.includes(TOKEN_SCHEME)),
        ...(operation['x-outlay-access'] ? { access: operation['x-outlay-access'] } : {}),
      });
    }
  }
  return { operations, schemes };
}

function renderOperations(document) {
  const { operations, schemes } = listOperations(document);
  const entries = operations
    .map((operation) => `${JSON.stringify(operation.operationId)}: ${JSON.stringify(operation)},`)
    .join('\n');
  const union = (values) => values.map((value) => JSON.stringify(value)).join(' | ') || 'never';
  return `/**
 * This file was generated from openapi/outlay.yaml by packages/api-client/scripts/generate.mjs.
 * Do not make direct changes to the file: change the contract and run \`pnpm contract:generate\`.
 */

import type { OperationInfo } from '../operation-info';

/** The security schemes the contract declares. */
export type SecuritySchemeName = ${union(schemes)};

/** Every operation of the contract, keyed by operationId, in document order. */
export const operationInfo = {
${entries}
} as const satisfies Record<string, OperationInfo>;

export type OperationId = keyof typeof operationInfo;
`;
}

/** The credential the client adds to an operation's requests, from its security alternatives. */
function accessOf(operation) {
  const acceptsToken = operation.security.some((names) => names.includes(TOKEN_SCHEME));
  const acceptsDriveKey = operation.security.some((names) => names.includes(DRIVE_SCHEME));
  const where = `${operation.method.toUpperCase()} ${operation.path}`;
  if (acceptsToken && acceptsDriveKey) {
    throw new Error(`${where} accepts both ${TOKEN_SCHEME} and ${DRIVE_SCHEME}: teach access.ts`);
  }
  if (operation.requiresSecretToken) return 'token';
  if (acceptsToken) return 'optional-token';
  if (acceptsDriveKey) return 'drive-key';
  return 'none';
}

function renderAccess(document) {
  const { operations } = listOperations(document);
  const entries = operations
    .map(
      (operation) =>
        `${JSON.stringify(`${operation.method} ${operation.path}`)}: '${accessOf(operation)}',`,
    )
    .join('\n');
  return `/**
 * This file was generated from openapi/outlay.yaml by packages/api-client/scripts/generate.mjs.
 * Do not make direct changes to the file: change the contract and run \`pnpm contract:generate\`.
 */

/**
 * The credential the client adds to an operation's requests, as its contract security says:
 * - \`token\`: the ${TOKEN_SCHEME}; the call cannot be made without it;
 * - \`optional-token\`: the ${TOKEN_SCHEME} when there is one;
 * - \`drive-key\`: the document drive's API key (${DRIVE_SCHEME});
 * - \`none\`: nothing (a public call, or one whose credential travels another way: the login
 *   challenge in its body, the refresh token in its cookie).
 */
export type OperationAccess = 'token' | 'optional-token' | 'drive-key' | 'none';

/**
 * Every operation's access by \`<method> <path>\` (lower-case method, OpenAPI path): all the
 * browser needs of the contract at run time. The full table, for mocks and tests, is
 * operations.ts.
 */
export const operationAccess: Readonly<Record<string, OperationAccess>> = {
${entries}
};
`;
}

async function format(text, name) {
  // Resolve the settings for the committed location, whatever folder we write into.
  const filepath = path.join(generatedDir, name);
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(text, { ...options, filepath });
}

/** The generated files, by file name, as they should be committed. */
export async function renderGeneratedFiles() {
  const document = await loadContract();
  const files = new Map([
    ['schema.ts', await renderSchema()],
    ['operations.ts', renderOperations(document)],
    ['access.ts', renderAccess(document)],
  ]);
  for (const [name, text] of files) files.set(name, await format(text, name));
  return files;
}

/** Writes the generated files into `outDir` and returns their names. */
export async function generate({ outDir = generatedDir } = {}) {
  const files = await renderGeneratedFiles();
  await mkdir(outDir, { recursive: true });
  for (const [name, text] of files) await writeFile(path.join(outDir, name), text, 'utf8');
  return [...files.keys()];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf('--out-dir');
  const outDir = flag === -1 ? generatedDir : path.resolve(process.argv[flag + 1] ?? '');
  const names = await generate({ outDir });
  console.log(`Generated ${names.join(', ')} in ${path.relative(process.cwd(), outDir) || '.'}`);
}
