import { PlaceholderPage } from './placeholder-page';
import type { AppRoute } from './route-table';

/** The route's page, or its placeholder until it is built. */
export function RoutePage({ route }: { route: AppRoute }) {
  const { page: Page } = route;
  return Page ? <Page /> : <PlaceholderPage title={route.title} purpose={route.purpose} />;
}
