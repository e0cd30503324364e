import type { GroupKind, TeamGroup } from '@outlay/api-client';
import {
  Button,
  Dialog,
  Form,
  Inline,
  Modal,
  showToast,
  Stack,
  TextField,
} from '@outlay/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { ErrorBanner } from '../../../components/error-banner';
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

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
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
    <Modal
      isOpen
      size="small"
      isDismissable={!save.isPending}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog title={title}>
        <Form
          errorSummaryTitle={t('form.errorSummary.title')}
          aria-label={title}
          validationBehavior="aria"
          onSubmit={submit}
        >
          <Stack space="large">
            <ErrorBanner error={save.error} />
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
            <Inline space="small" align="right">
              <Button variant="secondary" isDisabled={save.isPending} onPress={onClose}>
                {t('team.groups.cancel')}
              </Button>
              <Button type="submit" isPending={save.isPending}>
                {t(group ? 'team.groups.saveName' : `team.groups.${kind}.add`)}
              </Button>
            </Inline>
          </Stack>
        </Form>
      </Dialog>
    </Modal>
  );
}
