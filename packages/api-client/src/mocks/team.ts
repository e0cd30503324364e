// Stateful handlers for the Team page: the members list (search, role and status filters,
// pages of 20), edits and deletions, departments and locations, invitations (validate,
// invite, resend, cancel, validity) and the company-users search. What a test changes stays
// changed until `resetTeamMocks()` (beside `server.resetHandlers()`).
import type { InviteUser } from '../generated/schema';
import { companyUserOf, departments, locations, teamMember, teamMembers } from './fixtures/team';
import { errorBody, http } from './http';
import type { GroupKind, TeamGroup, TeamMember } from '../schema-types';

/** The one code the invite mocks refuse as wrong (CODE_INCORRECT); any other six digits pass. */
export const wrongInviteCode = '000000';
/** Addresses the mocks treat as taken outside the company (addresses are unique in Outlay). */
export const takenElsewhere = 'mx.admin@demo.outlay.test';

const PAGE_SIZE = 20;

interface TeamState {
  members: TeamMember[];
  groups: Record<GroupKind, TeamGroup[]>;
  nextId: number;
}

const fresh = (): TeamState => ({
  members: [...teamMembers],
  groups: { departments: [...departments], locations: [...locations] },
  nextId: 1000,
});

let state = fresh();

export function resetTeamMocks(): void {
  state = fresh();
}

/** The members as the state holds them now (for assertions). */
export function teamMocksMembers(): readonly TeamMember[] {
  return state.members;
}

/** As the server compares: lower case, accents off. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const words = (text: string | undefined) =>
  folded(text ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/** Like the server: every word typed is found anywhere in the names or the address. */
function matches(member: TeamMember, search: string | undefined): boolean {
  const own = folded(`${member.firstName} ${member.lastName} ${member.email}`);
  return words(search).every((word) => own.includes(word));
}

const byName = (a: TeamMember, b: TeamMember) =>
  a.firstName.localeCompare(b.firstName, 'en') || a.lastName.localeCompare(b.lastName, 'en');

function takenAddresses(): Set<string> {
  return new Set([takenElsewhere, ...state.members.map((member) => member.email.toLowerCase())]);
}

/** 409 with 'Email already subscribed.' per taken or repeated address, or null. */
function refusedAddresses(emails: readonly string[]) {
  const taken = takenAddresses();
  const seen = new Set<string>();
  const fields: Record<string, string> = {};
  emails.forEach((email, index) => {
    const key = email.trim().toLowerCase();
    if (taken.has(key) || seen.has(key))
      fields[`users.${String(index)}.email`] = 'Email already subscribed.';
    seen.add(key);
  });
  return Object.keys(fields).length === 0
    ? null
    : errorBody('Email already subscribed.', { code: 'CONFLICT', fields });
}

function invitedMember(user: InviteUser): TeamMember {
  state.nextId += 1;
  const now = Date.UTC(2026, 2, 2, 10);
  const employee = user.role === 'employee';
  return teamMember(state.nextId, {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    status: 'pending',
    isDelegate: user.isDelegate,
    legalRepresentative: user.isLegalRepresentative,
    is_physical_card_creation_enable: employee && (user.is_physical_card_creation_enable ?? true),
    is_virtual_card_creation_enable: employee && (user.is_virtual_card_creation_enable ?? true),
    invitation: {
      state: 'CREATED',
      sentAt: new Date(now).toISOString(),
      expiresAt: new Date(now + 14 * 86_400_000).toISOString(),
    },
  });
}

const notFound = () => errorBody('This person is not in your company.', { code: 'NOT_FOUND' });
const fullName = (member: TeamMember) => `${member.firstName} ${member.lastName}`;

function groupCounts(kind: GroupKind): TeamGroup[] {
  const field = kind === 'departments' ? 'department' : 'location';
  return state.groups[kind].map((group) => ({
    ...group,
    memberCount: state.members.filter((member) => member[field]?.id === group.id).length,
  }));
}

const nameKey = (name: string) =>
  name.trim().replace(/\s+/g, ' ').normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

function nameTaken(kind: GroupKind, name: string, except?: number) {
  return state.groups[kind].some(
    (group) => group.id !== except && nameKey(group.name) === nameKey(name),
  );
}

const nameTakenBody = (kind: GroupKind) =>
  errorBody(
    kind === 'departments'
      ? 'A department with this name already exists.'
      : 'A location with this name already exists.',
    { code: 'CONFLICT' },
  );

export const teamHandlers = [
  http.post('/v2/web/user/get-paginated-users', async ({ request, response }) => {
    const query = await request.json();
    const found = state.members
      .filter((member) => matches(member, query.search))
      .filter((member) => !query.roles?.length || query.roles.includes(member.role))
      .filter((member) => !query.statuses?.length || query.statuses.includes(member.status))
      .sort(byName);
    const page = query.page ?? 0;
    return response(200).json({
      users: found.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE),
      total: found.length,
      page,
      pageSize: PAGE_SIZE,
      pages: Math.ceil(found.length / PAGE_SIZE),
    });
  }),

  http.get('/v2/web/user/get-company-users', ({ request, response }) => {
    const filter = new URL(request.url).searchParams.get('filter') ?? '';
    const found = state.members
      .filter((member) => member.status === 'active' && matches(member, filter))
      .map(companyUserOf);
    return response(200).json({
      status: true,
      data: { users: found.slice(0, 50), hasMore: found.length > 50 },
    });
  }),

  http.put('/v2/web/user/edit-user/{id}', async ({ params, request, response }) => {
    const body = await request.json();
    const index = state.members.findIndex((member) => member.id === params.id);
    const member = state.members[index];
    if (!member) return response(404).json(notFound());
    const changed: TeamMember = {
      ...member,
      ...(body.role ? { role: body.role } : {}),
      ...(body.status ? { status: body.status } : {}),
      ...(body.is_physical_card_creation_enable === undefined
        ? {}
        : { is_physical_card_creation_enable: body.is_physical_card_creation_enable }),
      ...(body.is_virtual_card_creation_enable === undefined
        ? {}
        : { is_virtual_card_creation_enable: body.is_virtual_card_creation_enable }),
    };
    state.members[index] = changed;
    return response(200).json({ msg: `${fullName(changed)} has been updated.`, user: changed });
  }),

  http.delete('/v2/web/user/delete-user/{id}', ({ params, response }) => {
    const member = state.members.find((candidate) => candidate.id === params.id);
    if (!member) return response(404).json(notFound());
    state.members = state.members.filter((candidate) => candidate !== member);
    return response(200).json({ msg: `${fullName(member)} has been deleted.` });
  }),

  http.post('/v2/web/user/validate-emails', async ({ request, response }) => {
    const body = await request.json();
    const refused = refusedAddresses(body.users.map((user) => user.email));
    if (refused) return response(409).json(refused);
    return response(200).json({ status: true, msg: 'Every address can be invited.' });
  }),

  http.post('/v2/web/user/invite-users', async ({ request, response }) => {
    const body = await request.json();
    if (body.actionCode === wrongInviteCode) {
      return response(400).json(
        errorBody('The code is incorrect. 4 attempts left.', { code: 'CODE_INCORRECT' }),
      );
    }
    const refused = refusedAddresses(body.users.map((user) => user.email));
    if (refused) return response(409).json(refused);
    state.members = [...state.members, ...body.users.map(invitedMember)].sort(byName);
    const count = body.users.length;
    return response(200).json({
      status: true,
      msg:
        count === 1
          ? '1 invitation has been sent.'
          : `${String(count)} invitations have been sent.`,
    });
  }),

  http.post('/v2/web/user/invite-validity', ({ response }) =>
    response(200).json({ state: 'CREATED' }),
  ),

  http.post('/v2/web/user/resend-invitation', async ({ request, response }) => {
    const { userId } = await request.json();
    const index = state.members.findIndex(
      (member) => member.id === userId && member.status === 'pending',
    );
    const member = state.members[index];
    if (!member) return response(404).json(notFound());
    const sentAt = Date.UTC(2026, 2, 2, 10);
    const resent: TeamMember = {
      ...member,
      invitation: {
        state: 'CREATED',
        sentAt: new Date(sentAt).toISOString(),
        expiresAt: new Date(sentAt + 14 * 86_400_000).toISOString(),
      },
    };
    state.members[index] = resent;
    return response(200).json({
      msg: `The invitation has been sent again to ${member.email}.`,
      user: resent,
    });
  }),

  http.post('/v2/web/user/cancel-invitation', async ({ request, response }) => {
    const { userId } = await request.json();
    const member = state.members.find(
      (candidate) => candidate.id === userId && candidate.status === 'pending',
    );
    if (!member) return response(404).json(notFound());
    state.members = state.members.filter((candidate) => candidate !== member);
    return response(200).json({ msg: `The invitation to ${member.email} has been cancelled.` });
  }),

  http.get('/v2/web/team/{groupKind}', ({ params, response }) =>
    response(200).json({ items: groupCounts(params.groupKind) }),
  ),

  http.post('/v2/web/team/{groupKind}', async ({ params, request, response }) => {
    const { name } = await request.json();
    const kind = params.groupKind;
    if (nameTaken(kind, name)) return response(409).json(nameTakenBody(kind));
    state.nextId += 1;
    const group = { id: state.nextId, name: name.trim(), memberCount: 0 };
    state.groups[kind] = [...state.groups[kind], group].sort((a, b) =>
      a.name.localeCompare(b.name, 'en'),
    );
    const noun = kind === 'departments' ? 'department' : 'location';
    return response(201).json({ msg: `The ${noun} ${group.name} has been added.`, group });
  }),

  http.put('/v2/web/team/{groupKind}/{groupId}', async ({ params, request, response }) => {
    const { name } = await request.json();
    const kind = params.groupKind;
    const id = Number(params.groupId);
    const group = state.groups[kind].find((candidate) => candidate.id === id);
    if (!group)
      return response(404).json(errorBody('This department or location does not exist any more.'));
    if (nameTaken(kind, name, id)) return response(409).json(nameTakenBody(kind));
    group.name = name.trim();
    const [counted] = groupCounts(kind).filter((candidate) => candidate.id === id);
    return response(200).json({ msg: `Renamed to ${group.name}.`, group: counted ?? group });
  }),

  http.delete('/v2/web/team/{groupKind}/{groupId}', ({ params, response }) => {
    const kind = params.groupKind;
    const id = Number(params.groupId);
    const group = state.groups[kind].find((candidate) => candidate.id === id);
    if (!group)
      return response(404).json(errorBody('This department or location does not exist any more.'));
    state.groups[kind] = state.groups[kind].filter((candidate) => candidate !== group);
    const field = kind === 'departments' ? 'department' : 'location';
    state.members = state.members.map((member) =>
      member[field]?.id === id ? { ...member, [field]: null } : member,
    );
    return response(200).json({ msg: `${group.name} has been deleted.` });
  }),

  http.post('/v2/web/team/{groupKind}/{groupId}/members', async ({ params, request, response }) => {
    const change = await request.json();
    const kind = params.groupKind;
    const id = Number(params.groupId);
    const group = state.groups[kind].find((candidate) => candidate.id === id);
    if (!group)
      return response(404).json(errorBody('This department or location does not exist any more.'));
    const field = kind === 'departments' ? 'department' : 'location';
    state.members = state.members.map((member) => {
      if (change.add.includes(member.id)) return { ...member, [field]: { id, name: group.name } };
      if (change.remove.includes(member.id) && member[field]?.id === id) {
        return { ...member, [field]: null };
      }
      return member;
    });
    const counted = groupCounts(kind).find((candidate) => candidate.id === id) ?? group;
    return response(200).json({
      msg: `${counted.name} now has ${String(counted.memberCount)} ${counted.memberCount === 1 ? 'person' : 'people'}.`,
      group: counted,
    });
  }),
];
