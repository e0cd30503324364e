// Every read's cache key and `queryOptions` come from the contract operation it calls, as
// openapi-react-query derives them: `[method, path]`, or `[method, path, init]` when the call
// takes params or a body. So a key cannot drift from what it caches, and whoever changes the
// data invalidates the operation that reads it, not a name another feature chose.
//
// Our own rather than openapi-react-query (0.5.4; its peers, react-query ^5.80 and
// openapi-fetch ^0.17, would fit): its `queryFn` throws the server's raw error body where the
// app needs the `ApiError` of `unwrap` (messageOf, the retry rule, `status`), and its client
// object brings useInfiniteQuery and useSuspenseQuery into the dashboard's first paint
// (+1.2 KB gzip of a 2.3 KB margin). The keys are the same shape as its keys.
import {
  unwrap,
  type OperationData,
  type OperationInit,
  type OperationMethod,
  type OperationPath,
} from '@outlay/api-client';
import { type DataTag, type QueryFunction, type UseQueryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** An openapi-fetch result: the data, or the error body. */
type Answer<Data> =
  | { data: Data; error?: never; response: Response }
  | { data?: never; error: unknown; response: Response };

/** The init as a call of the operation takes it: optional where nothing in it is required. */
type InitArgument<Init> = undefined extends Init ? [init?: Init] : [init: Init];

/** The cache key of one operation's reads. */
export type OperationKey<Method extends OperationMethod, Path extends OperationPath<Method>> =
  readonly [Method, Path] | readonly [Method, Path, OperationInit<Method, Path>];

/** What `operationQuery` gives: `queryOptions` whose key is tagged with the operation's data. */
export type OperationQuery<
  Method extends OperationMethod,
  Path extends OperationPath<Method>,
> = UseQueryOptions<
  OperationData<Method, Path>,
  Error,
  OperationData<Method, Path>,
  OperationKey<Method, Path>
> & {
  queryKey: DataTag<OperationKey<Method, Path>, OperationData<Method, Path>, Error>;
  queryFn: QueryFunction<OperationData<Method, Path>, OperationKey<Method, Path>>;
};

/**
 * The cache key of an operation's reads. Without `init`, the key of every read of the
 * operation (react-query matches keys by prefix): what a mutation invalidates.
 */
export function operationKey<Method extends OperationMethod, Path extends OperationPath<Method>>(
  method: Method,
  path: Path,
  init?: OperationInit<Method, Path>,
): OperationKey<Method, Path> {
  return init === undefined ? [method, path] : [method, path, init];
}

/**
 * The key of a read that keeps something else under an operation's call than its answer: what
 * the answer links to (the document behind a signed link), the answer at one moment (the SAT's
 * progress), or the first page of a list read alone where another screen reads it page by page.
 * It starts with the call's key, so invalidating the operation reaches it too. (NoInfer: the
 * key's type comes from the call named, not from the `queryOptions` it is written into.)
 */
export function operationKeyWith<
  Method extends OperationMethod,
  Path extends OperationPath<Method>,
  Part,
>(
  method: Method,
  path: Path,
  init: OperationInit<Method, Path>,
  part: Part,
): NoInfer<readonly [Method, Path, OperationInit<Method, Path>, Part]> {
  return [method, path, init, part];
}

/**
 * The `queryOptions` of a read: its key, and a `queryFn` that calls the operation with the
 * query's abort signal and answers its data or throws an `ApiError`. Spread it into
 * `queryOptions({ ...operationQuery(…), staleTime })` to add options (`select` included).
 */
export function operationQuery<Method extends OperationMethod, Path extends OperationPath<Method>>(
  method: Method,
  path: Path,
  ...[init]: InitArgument<OperationInit<Method, Path>>
): NoInfer<OperationQuery<Method, Path>> {
  // The operation's types were checked where it was named (the parameters above), but
  // TypeScript cannot follow an operation it has not resolved through openapi-fetch's types:
  // so `request` is seen here as a call answering the operation's data, and the key as tagged
  // with it (what `queryOptions` does, which is the identity at run time).
  const request = apiClient.request as (
    method: Method,
    path: Path,
    init: object,
  ) => Promise<Answer<OperationData<Method, Path>>>;
  const queryKey = operationKey(method, path, init) as OperationQuery<Method, Path>['queryKey'];
  return {
    queryKey,
    queryFn: ({ signal }) => unwrap(request(method, path, { ...init, signal })),
  };
}
