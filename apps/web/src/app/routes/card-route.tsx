import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { CardPage } from '@/features/cards/routes/card-page';
import { withMessages } from '@/i18n/messages';

// The dashboard's transaction drawer (its own feature), loaded when a transaction is opened.
const EntryDrawer = lazy(withMessages(['transaction-drawer'], () => import('./entry-drawer')));

/** `/cards/:cardId`: one card, its recent transactions opening the transaction drawer. */
export default function CardRoute() {
  const [location] = useLocation();
  const cardId = Number(location.split('/').filter(Boolean)[1]);
  return (
    <CardPage
      key={cardId}
      cardId={Number.isInteger(cardId) && cardId > 0 ? cardId : 0}
      drawer={(props) => (
        <Suspense fallback={null}>
          <EntryDrawer {...props} />
        </Suspense>
      )}
    />
  );
}
