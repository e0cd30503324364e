import { SpendControlsPage } from '@/features/cards/routes/spend-controls-page';

/** `/spend-controls` (admin): what new cards start with. */
export default function SpendControlsRoute() {
  return <SpendControlsPage />;
}
