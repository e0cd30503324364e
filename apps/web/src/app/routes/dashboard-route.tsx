import { lazy, Suspense } from 'react';
import { firstTransactionsQuery } from '@/features/dashboard/api/get-transactions';
import { DashboardPage } from '@/features/dashboard/routes/dashboard-page';
import { withMessages } from '@/i18n/messages';
import { paths } from '@/lib/paths';
import { currentPage } from '../first-paint';
import { readAhead, whenSignedIn } from '../first-reads';

// On the dashboard's own path this code loads with the signed-in area (app/first-paint.ts): its
// first page of transactions is read as soon as the session has its token, beside the frame's
// reads, so the page mounts with its rows rather than with placeholders a second render (a
// second long task on a phone) replaces.
whenSignedIn(() => {
  if (currentPage() === paths.dashboard) readAhead(firstTransactionsQuery(window.location.search));
});

// The transaction drawer (its own feature) loads when a row is first opened.
const EntryDrawer = lazy(withMessages(['transaction-drawer'], () => import('./entry-drawer')));

/** `/dashboard`: the dashboard, with the transaction drawer for the row it opens. */
export default function DashboardRoute() {
  return (
    <DashboardPage
      drawer={(props) => (
        <Suspense fallback={null}>
          <EntryDrawer {...props} />
        </Suspense>
      )}
    />
  );
}
