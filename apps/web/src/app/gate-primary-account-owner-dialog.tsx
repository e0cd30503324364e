import { nameMaxLength } from '@outlay/rules';
import { PaoDialog } from '../features/team/components/pao-dialog';
import { useCompanyDetails } from '../session/use-company-details';
import { useUserProfile } from '../session/use-user-profile';

/**
 * The Team page's Primary Account Owner modal, for the legal-representative gate: the admin
 * said someone else is the legal representative, so they name or invite that person here.
 */
export default function GatePrimaryAccountOwnerDialog({
  onDone,
}: {
  onDone: (output: { updated: boolean }) => void;
}) {
  const profile = useUserProfile();
  const company = useCompanyDetails();
  // The gates run only once both are held, so they are here.
  if (!profile.data || !company.data) return null;
  return (
    <PaoDialog
      userId={profile.data.userId}
      companyId={company.data.id}
      ownerElsewhere={
        company.data.legalRepresentativeConfirmed && !profile.data.legalRepresentative
      }
      bookkeeperOffered={company.data.isBookkeeperAvailable}
      nameMaxLength={nameMaxLength(company.data.cardServiceType)}
      onDone={onDone}
    />
  );
}
