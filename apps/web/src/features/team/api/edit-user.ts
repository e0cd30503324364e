import { unwrap, type EditUserRequest } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

/** Changes a person's role, card permissions or status, with a fresh EDIT_USER code. */
export function editUser({ id, ...body }: EditUserRequest & { id: string }) {
  return unwrap(apiClient.PUT('/v2/web/user/edit-user/{id}', { params: { path: { id } }, body }));
}
