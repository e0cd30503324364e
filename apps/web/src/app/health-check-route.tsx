import HealthCheckPage from '@/features/health-check/routes/health-check-page';
import { QueryProvider } from './query-provider';

/** `/health-check`: the one public page that reads server state, so it brings react-query. */
export default function HealthCheckRoute() {
  return (
    <QueryProvider>
      <HealthCheckPage />
    </QueryProvider>
  );
}
