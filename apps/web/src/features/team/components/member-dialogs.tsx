import { AlertDialog, Text } from '@outlay/design-system';
import { lazy, Suspense } from 'react';
import { useTranslator } from '@/i18n/intl';
import { fullName, type MemberActions } from './use-member-actions';

// The edit form loads when Edit is chosen.
const EditMemberDialog = lazy(() =>
  import('./edit-member-dialog').then((module) => ({ default: module.EditMemberDialog })),
);

/** The Members tab's questions (cancel an invitation, delete a person) and the edit dialog. */
export function MemberDialogs({
  actions,
  bookkeeperOffered,
}: {
  actions: MemberActions;
  bookkeeperOffered: boolean;
}) {
  const { t } = useTranslator();
  const { cancelling, deleting, editing, cancel } = actions;
  return (
    <>
      <AlertDialog
        isOpen={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) actions.setCancelling(null);
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
          if (!open) actions.setDeleting(null);
        }}
        title={t('team.member.deleteTitle', { name: deleting ? fullName(deleting) : '' })}
        confirmLabel={t('team.member.delete')}
        cancelLabel={t('team.member.keep')}
        tone="danger"
        onConfirm={() => {
          if (deleting) void actions.confirmDelete(deleting);
        }}
      >
        <Text>{t('team.member.deleteBody', { name: deleting ? fullName(deleting) : '' })}</Text>
      </AlertDialog>
      {editing && (
        <Suspense fallback={null}>
          <EditMemberDialog
            member={editing}
            bookkeeperOffered={bookkeeperOffered}
            onClose={() => {
              actions.setEditing(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
