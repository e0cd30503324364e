// Contract operations served here (method, path, operationId):
//   POST /v2/web/user/get-paginated-users  getPaginatedUsers
//   GET /v2/web/user/get-company-users  getCompanyUsers
//   PUT /v2/web/user/edit-user/{id}  editUser
//   DELETE /v2/web/user/delete-user/{id}  deleteUser
//   GET /v2/web/team/{groupKind}  listTeamGroups
//   POST /v2/web/team/{groupKind}  createTeamGroup
//   PUT /v2/web/team/{groupKind}/{groupId}  renameTeamGroup
//   DELETE /v2/web/team/{groupKind}/{groupId}  deleteTeamGroup
//   POST /v2/web/team/{groupKind}/{groupId}/members  assignTeamGroupMembers

import type { Handlers } from '../contract/types.js';
import { sessionOf } from '../http/session-of.js';
import { translate } from '../i18n/messages.js';
import type { Team } from '../team/team.js';

type TeamHandlers = Pick<
  Handlers,
  | 'getPaginatedUsers'
  | 'getCompanyUsers'
  | 'editUser'
  | 'deleteUser'
  | 'listTeamGroups'
  | 'createTeamGroup'
  | 'renameTeamGroup'
  | 'deleteTeamGroup'
  | 'assignTeamGroupMembers'
>;

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** The Team page (spec part 1 §2.2, §6; part 2 §2.5); the rules live in team/. */
export function teamHandlers(team: Team): TeamHandlers {
  return {
    async getPaginatedUsers({ body, credentials }) {
      return { status: 200, body: await team.members.page(sessionOf(credentials), body) };
    },

    async getCompanyUsers({ query, credentials }) {
      const data = await team.members.search(sessionOf(credentials), query);
      return { status: 200, body: { status: true, data } };
    },

    async editUser({ params, body, credentials, lang }) {
      const user = await team.changes.edit(sessionOf(credentials), params.id, body);
      return {
        status: 200,
        body: { msg: translate(lang, 'team.userUpdated', { name: fullName(user) }), user },
      };
    },

    async deleteUser({ params, body, credentials, lang }) {
      const session = sessionOf(credentials);
      const before = await team.members.one(session, params.id);
      await team.changes.remove(session, params.id, body.actionCode);
      const name = before ? fullName(before) : '';
      return { status: 200, body: { msg: translate(lang, 'team.userDeleted', { name }) } };
    },

    async listTeamGroups({ params, credentials }) {
      const items = await team.groups.list(sessionOf(credentials), params.groupKind);
      return { status: 200, body: { items } };
    },

    async createTeamGroup({ params, body, credentials, lang }) {
      const group = await team.groups.create(sessionOf(credentials), params.groupKind, body.name);
      const key =
        params.groupKind === 'departments' ? 'team.departmentCreated' : 'team.locationCreated';
      return { status: 201, body: { msg: translate(lang, key, { name: group.name }), group } };
    },

    async renameTeamGroup({ params, body, credentials, lang }) {
      const group = await team.groups.rename(
        sessionOf(credentials),
        params.groupKind,
        params.groupId,
        body.name,
      );
      return {
        status: 200,
        body: { msg: translate(lang, 'team.groupRenamed', { name: group.name }), group },
      };
    },

    async deleteTeamGroup({ params, credentials, lang }) {
      const session = sessionOf(credentials);
      const groups = await team.groups.list(session, params.groupKind);
      await team.groups.remove(session, params.groupKind, params.groupId);
      const name = groups.find((group) => group.id === params.groupId)?.name ?? '';
      return { status: 200, body: { msg: translate(lang, 'team.groupDeleted', { name }) } };
    },

    async assignTeamGroupMembers({ params, body, credentials, lang }) {
      const group = await team.groups.assign(
        sessionOf(credentials),
        params.groupKind,
        params.groupId,
        body,
      );
      return {
        status: 200,
        body: {
          msg: translate(lang, 'team.groupMembersSaved', {
            name: group.name,
            count: group.memberCount,
          }),
          group,
        },
      };
    },
  };
}
