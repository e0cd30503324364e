import SignUpPage from '@/features/sign-up/routes/sign-up-page';
import { QueryProvider } from './query-provider';

/** `/sign-up`: the wizard saves the application on the server, so this public page brings react-query too. */
export default function SignUpRoute() {
  return (
    <QueryProvider>
      <SignUpPage />
    </QueryProvider>
  );
}
