import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoadedPage } from '@/components/loaded-page';
import { PageLoading } from '@/components/page-loading';
import { PathNormaliser } from './path-normaliser';
import { loadAuthenticatedArea } from './first-paint';
import { publicRoutes } from './routes/public-routes';

export function App() {
  return (
    <PathNormaliser>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {publicRoutes.map((route) => (
            <Route key={String(route.path)} path={route.path}>
              {(params: Record<string, string | undefined>) => route.render(params)}
            </Route>
          ))}
          {/* Every other path is the signed-in area's (its pages: routes/route-table.ts), loaded
              only after sign-in, which keeps the public pages small. */}
          <Route>
            <LoadedPage load={loadAuthenticatedArea} />
          </Route>
        </Switch>
      </Suspense>
    </PathNormaliser>
  );
}
