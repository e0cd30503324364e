import { Box, Button, EmptyState } from '@outlay/design-system';
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { MessageId } from '@/i18n/catalogs';
import { useTranslator } from '@/i18n/intl';
import { useCompanyDetails } from '@/session/use-company-details';
import { useChosenLanguage } from '@/session/use-chosen-language';
import { useUserProfile } from '@/session/use-user-profile';
import { PageLoading } from '@/components/page-loading';
import { preload } from '@/lib/load-once';
import { useValueInTransition } from '@/lib/use-value-in-transition';
import { creamModeOf } from '../shell/cream-mode';
import { Shell } from '../shell/shell';
import { accessFactsOf, canOpen } from './access';
import { findRoute, settingsPath } from './route-table';
import { RoutePage } from './route-page';
import {
  currentEntryId,
  firstSettingsTab,
  selfFundedRedirect,
  sidebarEntries,
} from './sidebar-entries';

const NotFoundPage = lazy(() => import('../not-found-page'));

function DocumentTitle({ title }: { title: MessageId }) {
  const { t } = useTranslator();
  const text = t('shell.documentTitle', { title: t(title) });
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslator();
  return (
    <Box component="main" id="main" padding="xxlarge">
      <EmptyState
        title={t('shell.loadError.title')}
        description={t('shell.loadError.body')}
        headingLevel={1}
        action={<Button onPress={onRetry}>{t('shell.loadError.retry')}</Button>}
      />
    </Box>
  );
}

/**
 * The signed-in pages: the route table decides what opens for this user, and anything they
 * may not open (or that does not exist) is the not-found page, inside the same shell.
 */
export function SignedInRoutes() {
  const [location] = useLocation();
  const search = useSearch();
  const profile = useUserProfile();
  const company = useCompanyDetails();
  const found = findRoute(location);
  useChosenLanguage(profile.data?.language);
  // The frame is the largest render of a page's load: drawn in a transition, which React
  // splits into short slices, the answer that brings the user and company does not hold a
  // phone's main thread for the whole of it.
  const loaded = useValueInTransition(
    profile.data !== undefined && company.data !== undefined,
    false,
  );
  // The page's code loads while the user and company it waits for are fetched, not after.
  useEffect(() => {
    if (found?.page) preload(found.page);
  }, [found]);
  if (profile.isError || company.isError) {
    return (
      <LoadError
        onRetry={() => {
          void profile.refetch();
          void company.refetch();
        }}
      />
    );
  }
  if (!profile.data || !company.data || !loaded) return <PageLoading />;

  const facts = accessFactsOf(profile.data, company.data);
  if (location === settingsPath) return <Redirect to={firstSettingsTab(facts)} replace />;
  const selfFunded = selfFundedRedirect(location, facts);
  if (selfFunded) return <Redirect to={selfFunded} replace />;

  const route = found && canOpen(found, facts) ? found : undefined;
  const entries = sidebarEntries(facts);
  return (
    <Shell
      user={profile.data}
      company={company.data}
      entries={entries}
      currentId={route ? currentEntryId(route, search, entries) : undefined}
      cream={creamModeOf(search)}
    >
      <DocumentTitle title={route?.title ?? 'notFound.title'} />
      <Suspense fallback={<PageLoading />}>
        {route ? <RoutePage route={route} /> : <NotFoundPage />}
      </Suspense>
    </Shell>
  );
}
