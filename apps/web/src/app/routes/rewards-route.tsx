import { RewardsPage } from '@/features/rewards/routes/rewards-page';

/** `/rewards`: the company's cashback, its history, and redeeming it. */
export default function RewardsRoute() {
  return <RewardsPage />;
}
