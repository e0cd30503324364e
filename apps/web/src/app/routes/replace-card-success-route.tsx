import { ReplaceCardSuccessPage } from '@/features/cards/routes/replace-card-success-page';

/** `/replace-card-success`: a card was replaced. */
export default function ReplaceCardSuccessRoute() {
  return <ReplaceCardSuccessPage />;
}
