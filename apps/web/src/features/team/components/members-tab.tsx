import type { MemberStatus, Role, TeamMember } from '@outlay/api-client';
import {
  AlertDialog,
  Badge,
  type BadgeTone,
  Button,
  EmptyState,
  Inline,
  LiveRegion,
  Pagination,
  Select,
  SelectItem,
  showToast,
  Stack,
  type TableColumn,
  Table,
  Text,
} from '@outlay/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DebouncedSearch } from '../../../components/debounced-search';
import { RoleIcon, roleName } from '../../../components/role-icon';
import { PageLoading } from '../../../components/page-loading';
import { useTranslator } from '../../../i18n/intl';
import { messageOf } from '../../../lib/message-of';
import { cancelInvitation } from '../api/cancel-invitation';
import { membersQueryKey, useMembers } from '../api/members';
import { useVerification } from '../../../lib/verification';
import { deleteUser } from '../api/delete-user';
import { resendInvitation } from '../api/resend-invitation';
import { type MembersView, parseMembersView, withMembersView } from '../model/members-view';
import { EditMemberDialog } from './edit-member-dialog';

const ROLES: readonly Role[] = ['admin', 'manager', 'bookkeeper', 'employee'];
const STATUSES: readonly MemberStatus[] = ['active', 'inactive', 'blocked', 'pending'];
const ANY = 'any';

const statusTone: Record<MemberStatus, BadgeTone> = {
  active: 'positive',
  inactive: 'neutral',
  blocked: 'critical',
  pending: 'info',
};

const fullName = (member: TeamMember) => `${member.firstName} ${member.lastName}`;

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
  const { t, intl } = useTranslator();
  const { verify } = useVerification();
  const queryClient = useQueryClient();
  // The search, filters and page live in the address (a reload or a shared link keeps them).
  const address = useSearch();
  const [location, navigate] = useLocation();
  const view = useMemo(() => parseMembersView(address), [address]);
  const { role, status, page } = view;
  const changeView = useCallback(
    (patch: Partial<MembersView>, replace = false) => {
      const current = parseMembersView(window.location.search);
      const next = { ...current, page: 0, ...patch };
      navigate(`${location}${withMembersView(window.location.search, next)}`, { replace });
    },
    [location, navigate],
  );
  // Typing replaces the history entry: Back leaves the search rather than undoing letters.
  const onSearch = useCallback(
    (text: string) => {
      changeView({ search: text }, true);
    },
    [changeView],
  );
  const [cancelling, setCancelling] = useState<TeamMember | null>(null);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const members = useMembers({
    page,
    search: view.search,
    roles: role ? [role] : [],
    statuses: status ? [status] : [],
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: membersQueryKey });
  const resend = useMutation({
    mutationFn: (member: TeamMember) => resendInvitation(member.id),
    onSuccess: (_, member) => {
      showToast({
        tone: 'success',
        description: t('team.invitation.resent', { email: member.email }),
      });
      void refresh();
    },
    onError: (error) => {
      showToast({ tone: 'error', description: messageOf(error, t) });
    },
  });
  const cancel = useMutation({
    mutationFn: (member: TeamMember) => cancelInvitation(member.id),
    onSuccess: (_, member) => {
      showToast({
        tone: 'success',
        description: t('team.invitation.cancelled', { email: member.email }),
      });
      setCancelling(null);
      void refresh();
    },
    onError: (error) => {
      showToast({ tone: 'error', description: messageOf(error, t) });
    },
  });

  const remove = useMutation({
    mutationFn: ({ member, actionCode }: { member: TeamMember; actionCode: string }) =>
      deleteUser({ id: member.id, actionCode }),
    onSuccess: (_, { member }) => {
      showToast({
        tone: 'success',
        description: t('team.member.deleted', { name: fullName(member) }),
      });
      void refresh();
    },
    onError: (error) => {
      showToast({ tone: 'error', description: messageOf(error, t) });
    },
  });
  // Asked first, then a fresh DELETE_USER code: the server ends the person's sessions at once.
  async function confirmDelete(member: TeamMember) {
    setDeleting(null);
    const actionCode = await verify({ actionType: 'DELETE_USER' });
    if (actionCode === null) return;
    remove.mutate({ member, actionCode });
  }

  const memberActions = (member: TeamMember) =>
    member.isCurrentUser ? null : (
      <Inline space="xsmall">
        <Button
          size="small"
          variant="secondary"
          aria-label={t('team.member.editOf', { name: fullName(member) })}
          onPress={() => {
            setEditing(member);
          }}
        >
          {t('team.member.edit')}
        </Button>
        <Button
          size="small"
          variant="secondary"
          aria-label={t('team.member.deleteOf', { name: fullName(member) })}
          isPending={remove.isPending && remove.variables.member.id === member.id}
          onPress={() => {
            setDeleting(member);
          }}
        >
          {t('team.groups.delete')}
        </Button>
      </Inline>
    );

  const columns: TableColumn<TeamMember>[] = [
    {
      id: 'name',
      name: t('team.column.name'),
      isRowHeader: true,
      render: (member) => (
        <Stack space="xsmall">
          <Text weight="medium">{fullName(member)}</Text>
          <Inline space="xsmall">
            {member.isCurrentUser && <Badge>{t('team.you')}</Badge>}
            {member.legalRepresentative && <Badge tone="brand">{t('team.owner')}</Badge>}
            {member.isDelegate && <Badge tone="info">{t('team.delegate')}</Badge>}
          </Inline>
        </Stack>
      ),
    },
    { id: 'email', name: t('team.column.email'), render: (member) => member.email },
    {
      id: 'role',
      name: t('team.column.role'),
      render: (member) => (
        <Inline space="xsmall" alignY="center">
          <RoleIcon role={member.role} />
          <Text>{t(roleName(member.role))}</Text>
        </Inline>
      ),
    },
    {
      id: 'department',
      name: t('team.column.department'),
      render: (member) =>
        member.department ? (
          member.department.name
        ) : (
          <Text tone="muted">{t('team.member.noDepartment')}</Text>
        ),
    },
    {
      id: 'location',
      name: t('team.column.location'),
      render: (member) =>
        member.location ? (
          member.location.name
        ) : (
          <Text tone="muted">{t('team.member.noLocation')}</Text>
        ),
    },
    {
      id: 'status',
      name: t('team.column.status'),
      render: (member) => (
        <Stack space="xsmall">
          <Badge tone={statusTone[member.status]}>{t(`team.status.${member.status}`)}</Badge>
          {member.invitation && (
            <Text size="small" tone={member.invitation.state === 'EXPIRED' ? 'critical' : 'muted'}>
              {t(
                member.invitation.state === 'EXPIRED'
                  ? 'team.invitation.expired'
                  : 'team.invitation.expires',
                { date: intl.formatDate(member.invitation.expiresAt, { dateStyle: 'medium' }) },
              )}
            </Text>
          )}
        </Stack>
      ),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            name: t('team.column.actions'),
            render: (member: TeamMember) =>
              member.status === 'pending' ? (
                <Inline space="xsmall">
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={t('team.invitation.resendTo', { name: fullName(member) })}
                    isPending={resend.isPending && resend.variables.id === member.id}
                    onPress={() => {
                      resend.mutate(member);
                    }}
                  >
                    {t('team.invitation.resend')}
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={t('team.invitation.cancelTo', { name: fullName(member) })}
                    onPress={() => {
                      setCancelling(member);
                    }}
                  >
                    {t('team.invitation.cancel')}
                  </Button>
                </Inline>
              ) : (
                memberActions(member)
              ),
          },
        ]
      : []),
  ];

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
      <Inline space="medium" alignY="bottom">
        <DebouncedSearch label={t('team.search')} value={view.search} onSearch={onSearch} />
        <Select
          label={t('team.filter.role')}
          value={role ?? ANY}
          onChange={(key) => {
            changeView({ role: ROLES.find((item) => item === key) ?? null });
          }}
        >
          <SelectItem id={ANY}>{t('team.filter.anyRole')}</SelectItem>
          {ROLES.map((item) => (
            <SelectItem key={item} id={item}>
              {t(roleName(item))}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t('team.filter.status')}
          value={status ?? ANY}
          onChange={(key) => {
            changeView({ status: STATUSES.find((item) => item === key) ?? null });
          }}
        >
          <SelectItem id={ANY}>{t('team.filter.anyStatus')}</SelectItem>
          {STATUSES.map((item) => (
            <SelectItem key={item} id={item}>
              {t(`team.status.${item}`)}
            </SelectItem>
          ))}
        </Select>
      </Inline>
      {body}
      <AlertDialog
        isOpen={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={t('team.invitation.cancelConfirm.title')}
        confirmLabel={t('team.invitation.cancel')}
        cancelLabel={t('team.invitation.cancelConfirm.keep')}
        tone="danger"
        isPending={cancel.isPending}
        onConfirm={() => {
          if (cancelling) cancel.mutate(cancelling);
        }}
      >
        <Text>{t('team.invitation.cancelConfirm.body', { email: cancelling?.email ?? '' })}</Text>
      </AlertDialog>
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('team.member.deleteTitle', { name: deleting ? fullName(deleting) : '' })}
        confirmLabel={t('team.member.delete')}
        cancelLabel={t('team.member.keep')}
        tone="danger"
        onConfirm={() => {
          if (deleting) void confirmDelete(deleting);
        }}
      >
        <Text>{t('team.member.deleteBody', { name: deleting ? fullName(deleting) : '' })}</Text>
      </AlertDialog>
      {editing && (
        <EditMemberDialog
          member={editing}
          bookkeeperOffered={bookkeeperOffered}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}
