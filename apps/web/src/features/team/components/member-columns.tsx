import type { MemberStatus, TeamMember } from '@outlay/api-client';
import {
  Badge,
  type BadgeTone,
  Button,
  Inline,
  Stack,
  type TableColumn,
  Text,
} from '@outlay/design-system';
import { RoleIcon, roleName } from '@/components/role-icon';
import { useTranslator } from '@/i18n/intl';
import { fullName, type MemberActions } from './use-member-actions';

const statusTone: Record<MemberStatus, BadgeTone> = {
  active: 'positive',
  inactive: 'neutral',
  blocked: 'critical',
  pending: 'info',
};

/** A pending person's invitation buttons, anyone else's Edit and Delete (never one's own). */
function MemberButtons({ member, actions }: { member: TeamMember; actions: MemberActions }) {
  const { t } = useTranslator();
  const { resend, remove } = actions;
  if (member.status === 'pending') {
    return (
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
            actions.setCancelling(member);
          }}
        >
          {t('team.invitation.cancel')}
        </Button>
      </Inline>
    );
  }
  if (member.isCurrentUser) return null;
  return (
    <Inline space="xsmall">
      <Button
        size="small"
        variant="secondary"
        aria-label={t('team.member.editOf', { name: fullName(member) })}
        onPress={() => {
          actions.setEditing(member);
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
          actions.setDeleting(member);
        }}
      >
        {t('team.groups.delete')}
      </Button>
    </Inline>
  );
}

/** The Members table's columns; Actions only for an admin. */
export function useMemberColumns(
  canManage: boolean,
  actions: MemberActions,
): TableColumn<TeamMember>[] {
  const { t, intl } = useTranslator();
  return [
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
            render: (member: TeamMember) => <MemberButtons member={member} actions={actions} />,
          },
        ]
      : []),
  ];
}
