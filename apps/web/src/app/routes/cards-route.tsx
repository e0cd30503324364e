import { CardsPage } from '@/features/cards/routes/cards-page';

/** `/cards`: the company's cards. */
export default function CardsRoute() {
  return <CardsPage />;
}
