import type { GroupKind, TeamGroup } from '@outlay/api-client';
import {
  AlertDialog,
  Button,
  EmptyState,
  Inline,
  LiveRegion,
  showToast,
  Stack,
  Table,
  type TableColumn,
  Text,
} from '@outlay/design-system';
import { lazy, Suspense, useState } from 'react';
import { PageLoading } from '@/components/page-loading';
import type { MessageId } from '@/i18n/catalogs';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import { useDeleteTeamGroup } from '../api/delete-team-group';
import { useTeamGroups } from '../api/team-groups';

// The group dialogs load when one is opened.
const GroupNameDialog = lazy(() =>
  import('./group-name-dialog').then((module) => ({ default: module.GroupNameDialog })),
);
const GroupMembersDialog = lazy(() =>
  import('./group-members-dialog').then((module) => ({ default: module.GroupMembersDialog })),
);

type Open =
  | { part: 'add' }
  | { part: 'rename'; group: TeamGroup }
  | { part: 'members'; group: TeamGroup }
  | { part: 'delete'; group: TeamGroup };

/** What an admin does with a group, in the order its buttons stand: each opens its dialog. */
const GROUP_ACTIONS = [
  { part: 'members', label: 'team.groups.chooseMembers', labelOf: 'team.groups.chooseMembersOf' },
  { part: 'rename', label: 'team.groups.rename', labelOf: 'team.groups.renameOf' },
  { part: 'delete', label: 'team.groups.delete', labelOf: 'team.groups.deleteOf' },
] as const satisfies readonly {
  part: Exclude<Open['part'], 'add'>;
  label: MessageId;
  /** The button's name, which says whose group it acts on. */
  labelOf: MessageId;
}[];

/**
 * The Departments or Locations tab (issue 14): the company's groups of this kind with how many
 * people each has; an admin adds, renames and deletes them (after asking) and chooses who
 * belongs. Each change is announced; the server's refusals show where they happened.
 */
export function GroupsTab({ kind }: { kind: GroupKind }) {
  const { t } = useTranslator();
  const groups = useTeamGroups(kind);
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => {
    setOpen(null);
  };
  const remove = useDeleteTeamGroup(kind, {
    onSuccess: (_, group) => {
      showToast({
        tone: 'success',
        description: t(`team.groups.${kind}.deleted`, { name: group.name }),
      });
      setOpen(null);
    },
  });

  const columns: TableColumn<TeamGroup>[] = [
    { id: 'name', name: t('team.groups.name'), isRowHeader: true, render: (group) => group.name },
    {
      id: 'people',
      name: t('team.groups.peopleColumn'),
      render: (group) => t('team.members.count', { count: group.memberCount }),
    },
    {
      id: 'actions',
      name: t('team.column.actions'),
      render: (group) => (
        <Inline space="xsmall">
          {GROUP_ACTIONS.map((action) => (
            <Button
              key={action.part}
              size="small"
              variant="secondary"
              aria-label={t(action.labelOf, { name: group.name })}
              onPress={() => {
                setOpen({ part: action.part, group });
              }}
            >
              {t(action.label)}
            </Button>
          ))}
        </Inline>
      ),
    },
  ];

  const add = (
    <Button
      onPress={() => {
        setOpen({ part: 'add' });
      }}
    >
      {t(`team.groups.${kind}.add`)}
    </Button>
  );

  let body;
  if (groups.isError && !groups.data) {
    body = (
      <EmptyState
        title={t(`team.groups.${kind}.loadError`)}
        description={messageOf(groups.error, t)}
        headingLevel={3}
        action={
          <Button
            onPress={() => {
              void groups.refetch();
            }}
          >
            {t('team.retry')}
          </Button>
        }
      />
    );
  } else if (!groups.data) {
    body = <PageLoading />;
  } else if (groups.data.length === 0) {
    body = (
      <EmptyState
        title={t(`team.groups.${kind}.empty`)}
        description={t(`team.groups.${kind}.emptyHint`)}
        headingLevel={3}
        action={add}
      />
    );
  } else {
    body = (
      <Stack space="medium">
        <Inline space="medium" align="spaceBetween" alignY="center">
          <Text tone="muted">
            <LiveRegion>{t(`team.groups.${kind}.count`, { count: groups.data.length })}</LiveRegion>
          </Text>
          {add}
        </Inline>
        <Table
          aria-label={t(`team.tab.${kind}`)}
          columns={columns}
          rows={groups.data}
          collapseBelow="md"
        />
      </Stack>
    );
  }

  const deleting = open?.part === 'delete' ? open.group : null;
  return (
    <Stack space="large">
      {body}
      <Suspense fallback={null}>
        {open?.part === 'add' && <GroupNameDialog kind={kind} onClose={close} />}
        {open?.part === 'rename' && (
          <GroupNameDialog kind={kind} group={open.group} onClose={close} />
        )}
        {open?.part === 'members' && (
          <GroupMembersDialog kind={kind} group={open.group} onClose={close} />
        )}
      </Suspense>
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
        title={t(`team.groups.${kind}.deleteTitle`, { name: deleting?.name ?? '' })}
        confirmLabel={t('team.groups.delete')}
        cancelLabel={t('team.groups.keep')}
        tone="danger"
        isPending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
        }}
      >
        <Text>{t(`team.groups.${kind}.deleteBody`, { count: deleting?.memberCount ?? 0 })}</Text>
      </AlertDialog>
    </Stack>
  );
}
