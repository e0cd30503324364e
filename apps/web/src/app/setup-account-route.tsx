import SetupAccountPage from '@/features/auth/routes/setup-account-page';
import { QueryProvider } from './query-provider';

/** `/setup-account`: the invitation link is checked with a query, so this public page brings react-query too. */
export default function SetupAccountRoute() {
  return (
    <QueryProvider>
      <SetupAccountPage />
    </QueryProvider>
  );
}
