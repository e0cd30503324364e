import { unwrap, type GroupKind } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

/** Renames a department or location; the new name must be new in the company (409). */
export function renameTeamGroup({ kind, id, name }: { kind: GroupKind; id: number; name: string }) {
  return unwrap(
    apiClient.PUT('/v2/web/team/{groupKind}/{groupId}', {
      params: { path: { groupKind: kind, groupId: id } },
      body: { name },
    }),
  );
}
