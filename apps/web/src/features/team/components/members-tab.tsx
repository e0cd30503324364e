import {
  Button,
  EmptyState,
  LiveRegion,
  Pagination,
  Stack,
  Table,
  Text,
} from '@outlay/design-system';
import { PageLoading } from '@/components/page-loading';
import { useTranslator } from '@/i18n/intl';
import { useMembers } from '../api/members';
import { useMembersAddress } from '../model/use-members-address';
import { useMemberColumns } from './member-columns';
import { MemberDialogs } from './member-dialogs';
import { MembersFilters } from './members-filters';
import { useMemberActions } from './use-member-actions';

/**
 * The Members tab (issue 14): everyone in the company with their role, status and badges,
 * searched and filtered on the server, a page of 20 at a time. An admin resends or cancels a
 * pending invitation; its expiry (14 days) shows, and an expired one can be sent again.
 */
export function MembersTab({
  canManage,
  bookkeeperOffered,
}: {
  canManage: boolean;
  bookkeeperOffered: boolean;
}) {
  const { t } = useTranslator();
  const { view, changeView, onSearch } = useMembersAddress();
  const { role, status, page } = view;
  const actions = useMemberActions();
  const columns = useMemberColumns(canManage, actions);
  const members = useMembers({
    page,
    search: view.search,
    roles: role ? [role] : [],
    statuses: status ? [status] : [],
  });
  const { resend, remove } = actions;

  let body;
  if (members.isError && !members.data) {
    body = (
      <EmptyState
        title={t('team.loadError')}
        headingLevel={3}
        action={
          <Button
            onPress={() => {
              void members.refetch();
            }}
          >
            {t('team.retry')}
          </Button>
        }
      />
    );
  } else if (!members.data) {
    body = <PageLoading />;
  } else {
    const found = members.data;
    body = (
      <Stack space="medium">
        <Text tone="muted">
          <LiveRegion>{t('team.members.count', { count: found.total })}</LiveRegion>
        </Text>
        <Table
          aria-label={t('team.tab.members')}
          columns={columns}
          rows={found.users}
          collapseBelow="md"
          dependencies={[resend.isPending, resend.variables, remove.isPending, remove.variables]}
          emptyState={
            <EmptyState title={t('team.members.empty')} description={t('team.members.emptyHint')} />
          }
        />
        {found.pages > 1 && (
          <Pagination
            label={t('team.pagination')}
            page={found.page + 1}
            pageCount={found.pages}
            onPageChange={(next) => {
              changeView({ page: next - 1 });
            }}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack space="large">
      <MembersFilters view={view} onSearch={onSearch} changeView={changeView} />
      {body}
      <MemberDialogs actions={actions} bookkeeperOffered={bookkeeperOffered} />
    </Stack>
  );
}
