import { unwrap, type EditUserRequest } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import { membersKey } from './members';

export type UserEdit = EditUserRequest & { id: string };

/** Changes a person's role, card permissions or status, with a fresh EDIT_USER code. */
export function editUser({ id, ...body }: UserEdit) {
  return unwrap(apiClient.PUT('/v2/web/user/edit-user/{id}', { params: { path: { id } }, body }));
}

/** The person's row shows the change; a refusal shows in the dialog, not as a toast. */
export function useEditUser(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof editUser>>, UserEdit> = {},
) {
  return useMutation({ ...callbacks, mutationFn: editUser, meta: { invalidates: [membersKey] } });
}
