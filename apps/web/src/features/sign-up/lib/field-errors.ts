import type { ApiError } from '@outlay/api-client';

/**
 * The server's per-field messages for the form that failed, keyed by field name (the contract's
 * paths: `businessAddress.postalCode`, `owners.1.idNumber`), for the Form's validationErrors.
 */
export function serverFieldErrors(error: ApiError | null): Record<string, string> {
  return error?.fields ? { ...error.fields } : {};
}
