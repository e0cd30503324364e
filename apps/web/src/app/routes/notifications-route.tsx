import { NotificationsPage } from '@/features/notifications/routes/notifications-page';

/** `/settings/notifications`: which messages reach the person, and how. */
export default function NotificationsRoute() {
  return <NotificationsPage />;
}
