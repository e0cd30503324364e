import { nameMaxLength } from '@outlay/rules';
import { type PaoActor, PaoDialogView } from '../features/team/components/pao-dialog';
import { useCompanyDetails } from '../session/use-company-details';

/**
 * The Team page's Primary Account Owner modal, for the legal-representative gate: the admin
 * said someone else is the legal representative, so they name or invite that person here, in
 * the PAO flow the gate runs.
 */
export default function GatePrimaryAccountOwnerDialog({ actor }: { actor: PaoActor }) {
  const company = useCompanyDetails();
  // The gates run only once the company is held, so it is here.
  if (!company.data) return null;
  return (
    <PaoDialogView
      actor={actor}
      bookkeeperOffered={company.data.isBookkeeperAvailable}
      nameMaxLength={nameMaxLength(company.data.cardServiceType)}
    />
  );
}
