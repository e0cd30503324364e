import { TeamPage } from '@/features/team/routes/team-page';

/** `/team`: the members with invitations and the Primary Account Owner; groups to come. */
export default function TeamRoute() {
  return <TeamPage />;
}
