import type { TeamMember } from '@outlay/api-client';
import { showToast } from '@outlay/design-system';
import { useState } from 'react';
import { useTranslator } from '@/i18n/intl';
import { useVerification } from '@/lib/verification';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useDeleteUser } from '../api/delete-user';
import { useResendInvitation } from '../api/resend-invitation';

export const fullName = (member: TeamMember) => `${member.firstName} ${member.lastName}`;

/**
 * What an admin does to a person on the Members tab: resend or cancel an invitation (cancel
 * asks first), edit, or delete (asked first, then a fresh DELETE_USER code). Each success is
 * said in a toast; a refusal is toasted by the mutation cache.
 */
export function useMemberActions() {
  const { t } = useTranslator();
  const { verify } = useVerification();
  const [cancelling, setCancelling] = useState<TeamMember | null>(null);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const resend = useResendInvitation({
    onSuccess: (_, member) => {
      showToast({
        tone: 'success',
        description: t('team.invitation.resent', { email: member.email }),
      });
    },
  });
  const cancel = useCancelInvitation({
    onSuccess: (_, member) => {
      showToast({
        tone: 'success',
        description: t('team.invitation.cancelled', { email: member.email }),
      });
      setCancelling(null);
    },
  });
  const remove = useDeleteUser({
    onSuccess: (_, { member }) => {
      showToast({
        tone: 'success',
        description: t('team.member.deleted', { name: fullName(member) }),
      });
    },
  });
  // The server ends the deleted person's sessions at once, so the code is asked for each time.
  async function confirmDelete(member: TeamMember) {
    setDeleting(null);
    const actionCode = await verify({ actionType: 'DELETE_USER' });
    if (actionCode === null) return;
    remove.mutate({ member, actionCode });
  }
  return {
    resend,
    cancel,
    remove,
    cancelling,
    setCancelling,
    editing,
    setEditing,
    deleting,
    setDeleting,
    confirmDelete,
  };
}

export type MemberActions = ReturnType<typeof useMemberActions>;
