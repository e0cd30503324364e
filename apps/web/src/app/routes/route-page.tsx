import { useSearch } from 'wouter';
import { LoadedPage } from '@/components/loaded-page';
import { PlaceholderPage } from './placeholder-page';
import { type AppRoute, tabOf } from './route-table';

/** The route's page, or its placeholder (the open tab's, when it has tabs) until it is built. */
export function RoutePage({ route }: { route: AppRoute }) {
  return route.page ? <LoadedPage load={route.page} /> : <PlaceholderFor route={route} />;
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
