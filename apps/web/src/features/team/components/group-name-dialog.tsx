import type { GroupKind, TeamGroup } from '@outlay/api-client';
import { showToast, TextField } from '@outlay/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useTranslator } from '../../../i18n/intl';
import { createTeamGroup } from '../api/create-team-group';
import { renameTeamGroup } from '../api/rename-team-group';
import { teamGroupsQueryKey } from '../api/team-groups';
import { membersQueryKey } from '../api/members';

/** The contract's bound on a group's name. */
const NAME_MAX_LENGTH = 80;

export interface GroupNameDialogProps {
  kind: GroupKind;
  /** The group to rename; absent, a new one is added. */
  group?: TeamGroup;
  onClose: () => void;
}

/**
 * Adds or renames a department or location. The server holds names unique in the company
 * (case and accents aside); its refusal shows in the dialog, with the name kept to correct.
 */
export function GroupNameDialog({ kind, group, onClose }: GroupNameDialogProps) {
  const { t } = useTranslator();
  const queryClient = useQueryClient();
  const [name, setName] = useState(group?.name ?? '');
  const [missing, setMissing] = useState(false);
  const save = useMutation({
    mutationFn: (next: string) =>
      group
        ? renameTeamGroup({ kind, id: group.id, name: next })
        : createTeamGroup({ kind, name: next }),
    onSuccess: (saved) => {
      showToast({
        tone: 'success',
        description: t(group ? `team.groups.${kind}.renamed` : `team.groups.${kind}.added`, {
          name: saved.group.name,
        }),
      });
      void queryClient.invalidateQueries({ queryKey: teamGroupsQueryKey });
      // A renamed group's name shows on its people's rows.
      if (group) void queryClient.invalidateQueries({ queryKey: membersQueryKey });
      onClose();
    },
  });

  function submit() {
    const trimmed = name.trim();
    if (trimmed === '') {
      setMissing(true);
      return;
    }
    save.mutate(trimmed);
  }

  const title = t(group ? `team.groups.${kind}.renameTitle` : `team.groups.${kind}.addTitle`, {
    name: group?.name ?? '',
  });
  return (
    <FormDialog
      title={title}
      size="small"
      space="large"
      error={save.error}
      isPending={save.isPending}
      validationBehavior="aria"
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t('team.groups.cancel')}
      submitLabel={t(group ? 'team.groups.saveName' : `team.groups.${kind}.add`)}
    >
      <TextField
        label={t('team.groups.name')}
        value={name}
        maxLength={NAME_MAX_LENGTH}
        isRequired
        isInvalid={missing}
        errorMessage={missing ? t('team.groups.nameRequired') : undefined}
        onChange={(next) => {
          setName(next);
          if (next.trim() !== '') setMissing(false);
          save.reset();
        }}
      />
    </FormDialog>
  );
}
