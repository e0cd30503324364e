import { Redirect } from 'wouter';
import { useSessionStatus } from '@/session/session-store';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/lib/paths';

/** `/redirect`: a signed-in visitor goes to the dashboard, anyone else to /login. */
export default function RedirectPage() {
  const status = useSessionStatus();
  if (status === 'checking') return <PageLoading />;
  return <Redirect to={status === 'signedIn' ? paths.dashboard : paths.login} replace />;
}
