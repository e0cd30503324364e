import { unwrap, type GroupKind } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

/** Deletes a department or location; its people belong to none after. */
export function deleteTeamGroup({ kind, id }: { kind: GroupKind; id: number }) {
  return unwrap(
    apiClient.DELETE('/v2/web/team/{groupKind}/{groupId}', {
      params: { path: { groupKind: kind, groupId: id } },
    }),
  );
}
