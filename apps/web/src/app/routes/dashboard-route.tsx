import { lazy, Suspense } from 'react';
import { DashboardPage } from '../../features/dashboard/routes/dashboard-page';
import { withMessages } from '../../i18n/messages';

// The transaction drawer (its own feature) loads when a row is first opened.
const TransactionDrawer = lazy(
  withMessages(
    ['transaction-drawer'],
    () => import('../../features/transaction-drawer/components/transaction-drawer'),
  ),
);

/** `/dashboard`: the dashboard, with the transaction drawer for the row it opens. */
export default function DashboardRoute() {
  return (
    <DashboardPage
      drawer={(props) => (
        <Suspense fallback={null}>
          <TransactionDrawer {...props} />
        </Suspense>
      )}
    />
  );
}
