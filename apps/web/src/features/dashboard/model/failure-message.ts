import { ApiError } from '@outlay/api-client';

/** A 401 ends the session (the client signs out), so no toast is due for it. */
export const endsSession = (error: unknown) => error instanceof ApiError && error.status === 401;
