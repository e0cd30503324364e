import type { EditUserRequest, Role, TeamMember } from '@outlay/api-client';
import { Checkbox, Inline, Radio, RadioGroup, showToast, Stack, Text } from '@outlay/design-system';
import { useState } from 'react';
import { ChoiceDialog } from '@/components/form-dialog';
import { RoleIcon, roleName } from '@/components/role-icon';
import { useTranslator } from '@/i18n/intl';
import { useVerification } from '@/lib/verification';
import { useEditUser } from '../api/edit-user';

type EditableStatus = 'active' | 'inactive';
type Change = Omit<EditUserRequest, 'actionCode'>;

export interface EditMemberDialogProps {
  member: TeamMember;
  /** Whether the company has the bookkeeper option (spec part 2 §2.5). */
  bookkeeperOffered: boolean;
  onClose: () => void;
}

/** Only active and inactive people switch between the two here. */
const statusEditable = (member: TeamMember) =>
  member.status === 'active' || member.status === 'inactive';

/** Only what differs from the person as they are: the server records each change. */
function changeOf(
  member: TeamMember,
  role: Role,
  status: EditableStatus,
  physical: boolean,
  virtual: boolean,
): Change {
  const change: Change = {};
  if (role !== member.role) change.role = role;
  if (statusEditable(member) && status !== member.status) change.status = status;
  if (role === 'employee') {
    if (physical !== member.is_physical_card_creation_enable)
      change.is_physical_card_creation_enable = physical;
    if (virtual !== member.is_virtual_card_creation_enable)
      change.is_virtual_card_creation_enable = virtual;
  }
  return change;
}

/**
 * An admin changes a person's role, card-creation permissions (employees) or status (active,
 * inactive). A sensitive action: Save asks for a fresh code (the verification dialog) first.
 * A refusal shows here with every choice kept.
 */
export function EditMemberDialog({ member, bookkeeperOffered, onClose }: EditMemberDialogProps) {
  const { t } = useTranslator();
  const { verify } = useVerification();
  const [role, setRole] = useState<Role>(member.role);
  const [status, setStatus] = useState<EditableStatus>(
    member.status === 'inactive' ? 'inactive' : 'active',
  );
  const [physical, setPhysical] = useState(member.is_physical_card_creation_enable);
  const [virtual, setVirtual] = useState(member.is_virtual_card_creation_enable);
  const name = `${member.firstName} ${member.lastName}`;
  const roles: Role[] = ['admin', 'manager', 'employee'];
  if (bookkeeperOffered || member.role === 'bookkeeper') roles.splice(2, 0, 'bookkeeper');
  const change = changeOf(member, role, status, physical, virtual);
  const changed = Object.keys(change).length > 0;

  const save = useEditUser({
    onSuccess: () => {
      showToast({ tone: 'success', description: t('team.member.updated', { name }) });
      onClose();
    },
  });
  async function submit() {
    save.reset();
    const actionCode = await verify({ actionType: 'EDIT_USER' });
    if (actionCode === null) return;
    save.mutate({ id: member.id, ...change, actionCode });
  }

  const title = t('team.member.editTitle', { name });
  return (
    <ChoiceDialog
      title={title}
      space="large"
      error={save.error}
      isPending={save.isPending}
      isSubmitDisabled={!changed}
      onSubmit={() => {
        void submit();
      }}
      onCancel={onClose}
      cancelLabel={t('team.groups.cancel')}
      submitLabel={t('team.member.save')}
    >
      <Text tone="muted">{member.email}</Text>
      <RadioGroup
        label={t('team.column.role')}
        value={role}
        onChange={(value) => {
          const next = roles.find((item) => item === value);
          if (!next) return;
          setRole(next);
          // Choosing a role sets both card permissions on (spec part 2 §4), as the invite does.
          setPhysical(true);
          setVirtual(true);
        }}
      >
        {roles.map((item) => (
          <Radio key={item} value={item}>
            <Inline space="xsmall" alignY="center">
              <RoleIcon role={item} />
              {t(roleName(item))}
            </Inline>
          </Radio>
        ))}
      </RadioGroup>
      {role === 'employee' && (
        <Stack space="small">
          <Text weight="medium">{t('invite.cards')}</Text>
          <Checkbox isSelected={physical} onChange={setPhysical}>
            {t('invite.physicalCards')}
          </Checkbox>
          <Checkbox isSelected={virtual} onChange={setVirtual}>
            {t('invite.virtualCards')}
          </Checkbox>
          {!physical && !virtual && <Text tone="muted">{t('invite.noCardsNote')}</Text>}
        </Stack>
      )}
      {statusEditable(member) && (
        <RadioGroup
          label={t('team.column.status')}
          description={t('team.member.inactiveHint')}
          value={status}
          onChange={(value) => {
            setStatus(value === 'inactive' ? 'inactive' : 'active');
          }}
        >
          <Radio value="active">{t('team.status.active')}</Radio>
          <Radio value="inactive">{t('team.status.inactive')}</Radio>
        </RadioGroup>
      )}
    </ChoiceDialog>
  );
}
