import type { GroupKind, TeamGroup } from '@outlay/api-client';
import { showToast, TextField } from '@outlay/design-system';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { useTranslator } from '@/i18n/intl';
import { useCreateTeamGroup } from '../api/create-team-group';
import { useRenameTeamGroup } from '../api/rename-team-group';

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
  const [name, setName] = useState(group?.name ?? '');
  const [missing, setMissing] = useState(false);
  const saved = (answer: { group: TeamGroup }) => {
    showToast({
      tone: 'success',
      description: t(group ? `team.groups.${kind}.renamed` : `team.groups.${kind}.added`, {
        name: answer.group.name,
      }),
    });
    onClose();
  };
  const create = useCreateTeamGroup({ onSuccess: saved });
  const rename = useRenameTeamGroup({ onSuccess: saved });
  const save = group ? rename : create;

  function submit() {
    const trimmed = name.trim();
    if (trimmed === '') {
      setMissing(true);
      return;
    }
    if (group) rename.mutate({ kind, id: group.id, name: trimmed });
    else create.mutate({ kind, name: trimmed });
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
