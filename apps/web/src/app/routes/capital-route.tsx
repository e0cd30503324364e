import { CapitalPage } from '@/features/capital/routes/capital-page';

/** `/capital`: the company's loans, their schedules, and the lender's offer. */
export default function CapitalRoute() {
  return <CapitalPage />;
}
