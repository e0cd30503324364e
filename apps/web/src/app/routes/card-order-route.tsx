import { CardOrderPage } from '@/features/cards/routes/card-order-page';

/** `/card-order`: the physical card order. */
export default function CardOrderRoute() {
  return <CardOrderPage />;
}
