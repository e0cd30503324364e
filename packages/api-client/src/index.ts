// The public API of @outlay/api-client. Mocks live in '@outlay/api-client/mocks'.
export {
  accessOf,
  createOutlayClient,
  DEFAULT_BASE_URL,
  startClientAddressLookup,
  type OutlayClient,
  type OutlayClientOptions,
} from './client';
export { DISPUTE_REASONS } from './dispute-reasons';
export { createDriveClient, DRIVE_API_KEY_HEADER, type DriveClientOptions } from './drive-client';
export {
  fetchWithUploadProgress,
  type ProgressRequest,
  type UploadProgress,
} from './upload-progress';
export {
  createSessionMiddleware,
  headerNames,
  PLATFORM_TYPE,
  type Language,
  type SessionMiddleware,
  type SessionMiddlewareOptions,
  type SessionPort,
} from './session-middleware';
export {
  ApiError,
  errorKeys,
  errorMessages,
  isAbortError,
  NEW_DEVICE_STATUS,
  normaliseError,
  toApiError,
  unwrap,
  type ApiErrorInit,
  type DataOf,
  type ErrorKey,
} from './errors';
export { operationAccess, type OperationAccess } from './generated/access';
export {
  browserTabCoordination,
  type TabChannel,
  type TabCoordination,
  type TabLocks,
} from './tab-coordination';
export { operationInfo, type OperationId, type SecuritySchemeName } from './generated/operations';
export type { OperationAccessRule, OperationInfo } from './operation-info';
export type {
  OperationData,
  OperationInit,
  OperationMethod,
  OperationPath,
} from './operation-types';
export type * from './schema-types';
