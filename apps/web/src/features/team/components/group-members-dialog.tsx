import type { GroupKind, TeamGroup, TeamMember } from '@outlay/api-client';
import { CheckboxList, LiveRegion, SearchField, showToast, Text } from '@outlay/design-system';
import { useDeferredValue, useState } from 'react';
import { ChoiceDialog } from '@/components/form-dialog';
import { ErrorBanner } from '@/components/error-banner';
import { PageLoading } from '@/components/page-loading';
import { RoleIcon, roleName } from '@/components/role-icon';
import { useTranslator } from '@/i18n/intl';
import { useAssignTeamGroupMembers } from '../api/assign-team-group-members';
import { useMembers } from '../api/members';

export interface GroupMembersDialogProps {
  kind: GroupKind;
  group: TeamGroup;
  onClose: () => void;
}

const without = (set: ReadonlySet<string>, id: string) => new Set([...set].filter((v) => v !== id));

/**
 * Who belongs to a department or location: the company's people (searched on the server) as
 * the user filter list of spec part 2 §2.5, with role icons and select-all. Ticks made across
 * searches are kept and saved together; someone in another group of this kind moves here.
 */
export function GroupMembersDialog({ kind, group, onClose }: GroupMembersDialogProps) {
  const { t } = useTranslator();
  const field = kind === 'departments' ? 'department' : 'location';
  const [search, setSearch] = useState('');
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const members = useMembers({ page: 0, search: useDeferredValue(search).trim() });
  const save = useAssignTeamGroupMembers({
    onSuccess: (saved) => {
      showToast({
        tone: 'success',
        description: t('team.groups.membersSaved', {
          name: saved.group.name,
          count: saved.group.memberCount,
        }),
      });
      onClose();
    },
  });

  const inGroup = (member: TeamMember) => member[field]?.id === group.id;
  const ticked = (member: TeamMember) =>
    added.has(member.id) || (inGroup(member) && !removed.has(member.id));
  const shown = members.data?.users ?? [];
  const changes = added.size + removed.size;

  function change(value: readonly string[]) {
    let nextAdded = added;
    let nextRemoved = removed;
    for (const member of shown) {
      const on = value.includes(member.id);
      nextAdded = without(nextAdded, member.id);
      nextRemoved = without(nextRemoved, member.id);
      if (on && !inGroup(member)) nextAdded = new Set([...nextAdded, member.id]);
      if (!on && inGroup(member)) nextRemoved = new Set([...nextRemoved, member.id]);
    }
    setAdded(nextAdded);
    setRemoved(nextRemoved);
    save.reset();
  }

  const otherGroup = (member: TeamMember) => {
    const current = member[field];
    return current && current.id !== group.id
      ? t(`team.groups.${kind}.currently`, { name: current.name })
      : null;
  };

  let list;
  if (members.isError && !members.data) {
    list = <ErrorBanner error={members.error} fallbackKey="team.loadError" />;
  } else if (!members.data) {
    list = <PageLoading />;
  } else if (shown.length === 0) {
    list = <Text tone="muted">{t('team.members.empty')}</Text>;
  } else {
    list = (
      <CheckboxList
        label={t('team.groups.people')}
        selectAllLabel={t('team.groups.selectAll')}
        options={shown.map((member) => ({
          id: member.id,
          label: `${member.firstName} ${member.lastName}`,
          secondary: [member.email, otherGroup(member)].filter(Boolean).join(' · '),
          icon: <RoleIcon role={member.role} />,
          iconLabel: t(roleName(member.role)),
        }))}
        value={shown.filter(ticked).map((member) => member.id)}
        onChange={change}
        isDisabled={save.isPending}
      />
    );
  }

  const title = t(`team.groups.${kind}.membersTitle`, { name: group.name });
  return (
    <ChoiceDialog
      title={title}
      error={save.error}
      isPending={save.isPending}
      isSubmitDisabled={changes === 0}
      onSubmit={() => {
        save.mutate({ kind, id: group.id, add: [...added], remove: [...removed] });
      }}
      onCancel={onClose}
      cancelLabel={t('team.groups.cancel')}
      submitLabel={t('team.groups.saveMembers')}
    >
      <SearchField
        label={t('team.search')}
        value={search}
        onChange={(next) => {
          setSearch(next);
        }}
      />
      {list}
      {members.data && members.data.pages > 1 && (
        <Text tone="muted" size="small">
          {t('team.groups.narrow', { count: members.data.total })}
        </Text>
      )}
      <Text tone="muted">
        <LiveRegion>{t('team.groups.changes', { count: changes })}</LiveRegion>
      </Text>
    </ChoiceDialog>
  );
}
