import { Button, Inline, Tab, TabList, TabPanel, Tabs } from '@outlay/design-system';
import { nameMaxLength } from '@outlay/rules';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Page, PageMain } from '@/components/page';
import { PageLoading } from '@/components/page-loading';
import { useTranslator } from '@/i18n/intl';
import { useCompanyDetails } from '@/session/use-company-details';
import { useUserProfile } from '@/session/use-user-profile';
import { useInvitationsEnded, usePrimaryOwnerChanged } from '../api/team-changed';
import { GroupsTab } from '../components/groups-tab';
import { MembersTab } from '../components/members-tab';

// The invitation and Primary Account Owner flows (their machines and code steps) load when
// their dialog opens, not with the page.
const InviteDialog = lazy(() =>
  import('../components/invite-dialog').then((module) => ({ default: module.InviteDialog })),
);
const PaoDialog = lazy(() =>
  import('../components/pao-dialog').then((module) => ({ default: module.PaoDialog })),
);

export const TEAM_TABS = ['members', 'departments', 'locations'] as const;
type TeamTab = (typeof TEAM_TABS)[number];

/**
 * `/team` (spec part 1 §2.2, §6; issue 14): an admin's Members, Departments and Locations
 * tabs, with "Invite users" and "Primary Account Owner"; a manager sees the members only.
 */
export function TeamPage() {
  const { t } = useTranslator();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const invitationsEnded = useInvitationsEnded();
  const primaryOwnerChanged = usePrimaryOwnerChanged();
  const profile = useUserProfile();
  const company = useCompanyDetails();
  const [open, setOpen] = useState<'invite' | 'pao' | null>(null);
  const requested = new URLSearchParams(search).get('tab');
  const tab: TeamTab = TEAM_TABS.find((item) => item === requested) ?? 'members';

  const closeInvite = useCallback(() => {
    setOpen(null);
    invitationsEnded();
  }, [invitationsEnded]);
  const closePao = useCallback(
    (output: { updated: boolean }) => {
      setOpen(null);
      if (output.updated) primaryOwnerChanged();
    },
    [primaryOwnerChanged],
  );

  if (!profile.data || !company.data) {
    return (
      <PageMain>
        <PageLoading />
      </PageMain>
    );
  }
  const isAdmin = profile.data.role === 'admin';
  const dialogInput = {
    bookkeeperOffered: company.data.isBookkeeperAvailable,
    nameMaxLength: nameMaxLength(company.data.cardServiceType),
  };

  const members = (
    <MembersTab canManage={isAdmin} bookkeeperOffered={company.data.isBookkeeperAvailable} />
  );
  return (
    <Page
      title={t('team.title')}
      space="xlarge"
      actions={
        isAdmin && (
          <Inline space="small">
            <Button
              variant="secondary"
              onPress={() => {
                setOpen('pao');
              }}
            >
              {t('team.pao.open')}
            </Button>
            <Button
              onPress={() => {
                setOpen('invite');
              }}
            >
              {t('team.invite.open')}
            </Button>
          </Inline>
        )
      }
    >
      {isAdmin ? (
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) => {
            navigate(`${location}?tab=${String(key)}`);
          }}
        >
          <TabList aria-label={t('team.tabs')}>
            {TEAM_TABS.map((item) => (
              <Tab key={item} id={item}>
                {t(`team.tab.${item}`)}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="members">{members}</TabPanel>
          <TabPanel id="departments">
            <GroupsTab kind="departments" />
          </TabPanel>
          <TabPanel id="locations">
            <GroupsTab kind="locations" />
          </TabPanel>
        </Tabs>
      ) : (
        members
      )}
      <Suspense fallback={null}>
        {open === 'invite' && <InviteDialog {...dialogInput} onDone={closeInvite} />}
        {open === 'pao' && (
          <PaoDialog
            {...dialogInput}
            userId={profile.data.userId}
            companyId={company.data.id}
            ownerElsewhere={
              company.data.legalRepresentativeConfirmed && !profile.data.legalRepresentative
            }
            onDone={closePao}
          />
        )}
      </Suspense>
    </Page>
  );
}
