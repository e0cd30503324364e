import { bundle, loadConfig } from '@redocly/openapi-core';
import { REPO_ROOT } from '../config.js';
import { type MultipartBody, readMultipartBody } from './multipart.js';

export type JsonSchema = Record<string, unknown> | boolean;

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';
const METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export interface ContractParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** As written in the contract, for example `/v2/web/user/login`. */
  path: string;
  /** Each entry is one acceptable set of schemes; an empty set means anonymous is allowed. */
  security: string[][];
  /** The operation's `x-outlay-access` as written; `access/access-rule.ts` reads it. */
  access: unknown;
  requestBody: { required: boolean; schema: JsonSchema } | undefined;
  /** A `multipart/form-data` body, read part by part (see multipart.ts). */
  multipartBody: MultipartBody | undefined;
  parameters: {
    path: ContractParameter[];
    query: ContractParameter[];
    header: ContractParameter[];
  };
  /** JSON body schema per declared status (`undefined` when the status has no JSON body). */
  responses: Map<number, JsonSchema | undefined>;
  /** A larger JSON body than the server's default, from `x-outlay-body-limit` (bytes). */
  bodyLimit: number | undefined;
}

export interface Contract {
  operations: ContractOperation[];
  securitySchemes: string[];
  /** Named schemas of `components.schemas`, dereferenced. */
  schemas: Record<string, JsonSchema>;
}

export const CONTRACT_PATH = `${REPO_ROOT}openapi/outlay.yaml`;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function objectAt(value: Json, key: string, where: string): Json {
  const found = value[key];
  if (!isObject(found)) throw new Error(`Contract: ${where} has no object "${key}"`);
  return found;
}

function optionalObject(value: Json, key: string): Json | undefined {
  const found = value[key];
  return isObject(found) ? found : undefined;
}

function asSchema(value: unknown, where: string): JsonSchema {
  if (typeof value === 'boolean' || isObject(value)) return value;
  throw new Error(`Contract: ${where} has no schema`);
}

function jsonSchemaOf(content: Json | undefined): JsonSchema | undefined {
  const media = content ? optionalObject(content, 'application/json') : undefined;
  return media?.schema === undefined ? undefined : asSchema(media.schema, 'application/json');
}

function readSecurity(value: unknown): string[][] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(isObject).map((requirement) => Object.keys(requirement));
}

function readParameters(operationParams: unknown, pathParams: unknown, where: string) {
  const result: ContractOperation['parameters'] = { path: [], query: [], header: [] };
  const all = [
    ...(Array.isArray(pathParams) ? (pathParams as unknown[]) : []),
    ...(Array.isArray(operationParams) ? (operationParams as unknown[]) : []),
  ].filter(isObject);
  for (const param of all) {
    const name = param.name;
    const location = param.in;
    if (typeof name !== 'string')
      throw new Error(`Contract: ${where} has a parameter without name`);
    const entry: ContractParameter = {
      // Fastify lower-cases header names before validation.
      name: location === 'header' ? name.toLowerCase() : name,
      required: param.required === true || location === 'path',
      schema: asSchema(param.schema, `${where} parameter ${name}`),
    };
    if (location === 'path' || location === 'query' || location === 'header') {
      // An operation-level parameter overrides a path-level one of the same name.
      const list = result[location].filter((existing) => existing.name !== entry.name);
      result[location] = [...list, entry];
    }
  }
  return result;
}

/** Reads the operations out of a bundled, dereferenced OpenAPI 3.1 document. */
export function readContract(document: unknown): Contract {
  if (!isObject(document)) throw new Error('Contract: not an object');
  const paths = objectAt(document, 'paths', 'the document');
  const globalSecurity = readSecurity(document.security) ?? [];
  const components = optionalObject(document, 'components');
  const schemes = components ? optionalObject(components, 'securitySchemes') : undefined;

  const operations: ContractOperation[] = [];
  for (const [path, pathItemValue] of Object.entries(paths)) {
    if (!isObject(pathItemValue)) continue;
    for (const method of METHODS) {
      const operation = optionalObject(pathItemValue, method);
      if (!operation) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const operationId = operation.operationId;
      if (typeof operationId !== 'string') throw new Error(`Contract: ${where} has no operationId`);

      const body = optionalObject(operation, 'requestBody');
      const content = body ? optionalObject(body, 'content') : undefined;
      const bodySchema = jsonSchemaOf(content);
      const multipartBody = content ? readMultipartBody(content, where) : undefined;
      if (body && bodySchema === undefined && multipartBody === undefined) {
        throw new Error(
          `Contract: ${where} has a request body that is neither application/json nor multipart/form-data`,
        );
      }

      const responses = new Map<number, JsonSchema | undefined>();
      for (const [status, response] of Object.entries(objectAt(operation, 'responses', where))) {
        if (!/^\d{3}$/.test(status) || !isObject(response)) continue;
        responses.set(Number(status), jsonSchemaOf(optionalObject(response, 'content')));
      }

      operations.push({
        operationId,
        method,
        path,
        security: readSecurity(operation.security) ?? globalSecurity,
        access: operation['x-outlay-access'],
        requestBody:
          body && bodySchema !== undefined
            ? { required: body.required === true, schema: bodySchema }
            : undefined,
        multipartBody,
        parameters: readParameters(operation.parameters, pathItemValue.parameters, where),
        responses,
        bodyLimit:
          typeof operation['x-outlay-body-limit'] === 'number'
            ? operation['x-outlay-body-limit']
            : undefined,
      });
    }
  }
  const named = components ? optionalObject(components, 'schemas') : undefined;
  const schemas: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(named ?? {})) {
    schemas[name] = asSchema(schema, `components.schemas.${name}`);
  }
  return { operations, securitySchemes: schemes ? Object.keys(schemes) : [], schemas };
}

const cache = new Map<string, Promise<Contract>>();

/** Bundles and dereferences the contract once per process and path. */
export function loadContract(path = CONTRACT_PATH): Promise<Contract> {
  let pending = cache.get(path);
  if (!pending) {
    pending = (async () => {
      const config = await loadConfig({ configPath: `${REPO_ROOT}redocly.yaml` });
      const result = await bundle({ ref: path, config, dereference: true });
      return readContract(result.bundle.parsed);
    })();
    // A failed load must not stick: the next caller tries again and sees the real error.
    pending.catch(() => cache.delete(path));
    cache.set(path, pending);
  }
  return pending;
}

/** `/v2/drive/uploadRequest/{uuid}` → `/v2/drive/uploadRequest/:uuid` */
export function toFastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}
