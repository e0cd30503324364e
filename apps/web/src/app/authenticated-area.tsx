import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LoginGate } from '../features/login-gate/components/login-gate';
import { rememberReturnTo } from '../session/return-to';
import { useSessionStatus } from '../session/session-store';
import { PageLoading } from './page-loading';
import { QueryProvider } from './query-provider';
import { paths } from './paths';
import { SignedInRoutes } from './routes/signed-in-routes';

/** Every path that is not public: only for a signed-in visitor. */
export default function AuthenticatedArea() {
  const status = useSessionStatus();
  if (status === 'checking') return <PageLoading />;
  if (status === 'signedOut') return <ToLogin />;
  return (
    <QueryProvider>
      <LoginGate>
        <SignedInRoutes />
      </LoginGate>
    </QueryProvider>
  );
}

/** Remembers where the visitor was going and sends them to sign in. */
function ToLogin() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    rememberReturnTo(location, search);
    navigate(paths.home, { replace: true });
  }, [location, navigate, search]);
  return null;
}
