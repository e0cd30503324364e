import SsoCallbackPage from '@/features/auth/routes/sso-callback-page';
import { QueryProvider } from './query-provider';

/** `/sso/callback`: signing in is a mutation, so this public page brings react-query too. */
export default function SsoCallbackRoute() {
  return (
    <QueryProvider>
      <SsoCallbackPage />
    </QueryProvider>
  );
}
