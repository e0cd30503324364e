import { unwrap } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

/** Deletes a person with a fresh DELETE_USER code: their sessions end on the server at once. */
export function deleteUser({ id, actionCode }: { id: string; actionCode: string }) {
  return unwrap(
    apiClient.DELETE('/v2/web/user/delete-user/{id}', {
      params: { path: { id } },
      body: { actionCode },
    }),
  );
}
