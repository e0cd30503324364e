import { unwrap, type GroupKind } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

/** Adds a department or location; the server refuses a name the company already has (409). */
export function createTeamGroup({ kind, name }: { kind: GroupKind; name: string }) {
  return unwrap(
    apiClient.POST('/v2/web/team/{groupKind}', {
      params: { path: { groupKind: kind } },
      body: { name },
    }),
  );
}
