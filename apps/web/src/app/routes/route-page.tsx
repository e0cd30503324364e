import { useSearch } from 'wouter';
import { PageLoading } from '../../components/page-loading';
import { useLoaded } from '../../lib/use-loaded';
import { PlaceholderPage } from './placeholder-page';
import { type AppRoute, type PageLoader, tabOf } from './route-table';

/** The route's page, or its placeholder (the open tab's, when it has tabs) until it is built. */
export function RoutePage({ route }: { route: AppRoute }) {
  return route.page ? <LoadedPage load={route.page} /> : <PlaceholderFor route={route} />;
}

function LoadedPage({ load }: { load: PageLoader }) {
  const Page = useLoaded(load)?.default;
  return Page ? <Page /> : <PageLoading />;
}

function PlaceholderFor({ route }: { route: AppRoute }) {
  const search = useSearch();
  const tab = tabOf(route, search);
  const tabPlaceholder = tab === undefined ? undefined : route.tabPlaceholders?.[tab];
  return tabPlaceholder ? (
    <PlaceholderPage
      title={route.title}
      section={tabPlaceholder.name}
      purpose={tabPlaceholder.purpose}
    />
  ) : (
    <PlaceholderPage title={route.title} purpose={route.purpose} />
  );
}
