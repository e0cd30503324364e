import ApproveDevicePage from '@/features/auth/routes/approve-device-page';
import { QueryProvider } from './query-provider';

/** `/approve-device`: its approval is a mutation, so this public page brings react-query too. */
export default function ApproveDeviceRoute() {
  return (
    <QueryProvider>
      <ApproveDevicePage />
    </QueryProvider>
  );
}
