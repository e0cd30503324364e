// An operation named as openapi-fetch's `client.request(method, path, init)` names it: the
// lowercase method and the contract's path. The web app keys its react-query cache by these
// (apps/web/src/lib/operation-query.ts), so the types live here, beside the client, and the
// app needs no import of openapi-fetch itself.
import type { ClientPathsWithMethod, MaybeOptionalInit, MethodResponse } from 'openapi-fetch';
import type { OutlayClient } from './client';
import type { paths } from './generated/schema';

/** The methods the contract's operations use, lowercase as in `paths`. */
export type OperationMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The contract's paths that have an operation for `Method`. */
export type OperationPath<Method extends OperationMethod> = ClientPathsWithMethod<
  OutlayClient,
  Method
>;

/**
 * What a call of the operation takes besides its path (params, body, fetch options); it
 * includes `undefined` where nothing in it is required.
 */
export type OperationInit<
  Method extends OperationMethod,
  Path extends OperationPath<Method>,
> = MaybeOptionalInit<paths[Path], Method>;

/** What the operation answers on success. */
export type OperationData<
  Method extends OperationMethod,
  Path extends OperationPath<Method>,
> = MethodResponse<OutlayClient, Method, Path>;
