import type { Services } from '../services.js';
import { createInvitationLinks } from '../invitations/invitation-links.js';
import { createInvitations } from '../invitations/invitations.js';
import { createTeamGroups } from './groups.js';
import { createMemberChanges } from './member-changes.js';
import { createMembers } from './members.js';
import { createPrimaryAccountOwner } from './primary-account-owner.js';

/**
 * The Team page's server side (spec part 1 §2.2, §6; part 2 §2.5, §2.9, §4, §5, §7): the
 * company's people, an admin's changes to them, departments and locations, invitations and
 * the Primary Account Owner.
 */
export function createTeam(services: Services) {
  const members = createMembers(services.db, services.clock);
  return {
    members,
    changes: createMemberChanges(services, members),
    groups: createTeamGroups(services.db, services.clock),
    invitations: createInvitations(services, members, createInvitationLinks(services.clock)),
    owner: createPrimaryAccountOwner(services.db, services.clock, services.actionCodes),
  };
}

export type Team = ReturnType<typeof createTeam>;
