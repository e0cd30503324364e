// Happy-path handlers for the notification settings and the header's in-app list: a save
// answers the defaults with the changes applied; mark read marks the ids given (or all).
import type { InAppNotifications, NotificationPreferences } from '../schema-types';
import { inAppNotifications, notificationPreferences } from './fixtures/notifications';
import { http } from './http';

function markedRead(ids: readonly string[] | undefined): InAppNotifications {
  const notifications = inAppNotifications.notifications.map((notification) =>
    notification.readAt === null && (ids === undefined || ids.includes(notification.id))
      ? { ...notification, readAt: '2026-12-01T09:00:00.000Z' }
      : notification,
  );
  return {
    notifications,
    unreadCount: notifications.filter((notification) => notification.readAt === null).length,
  };
}

export const notificationHandlers = [
  http.get('/v2/web/user/email-notification', ({ response }) =>
    response(200).json(notificationPreferences),
  ),
  http.put('/v2/web/user/email-notification', async ({ request, response }) => {
    // The happy path answers even a body it cannot read, as the defaults.
    const body = (await request.json().catch(() => ({}))) as {
      preferences?: NotificationPreferences['preferences'];
    };
    const changes = body.preferences ?? [];
    const saved: NotificationPreferences = {
      preferences: notificationPreferences.preferences.map((preference) => {
        const change = changes.find((candidate) => candidate.kind === preference.kind);
        return change && !preference.isLocked ? { ...preference, ...change } : preference;
      }),
    };
    return response(200).json(saved);
  }),
  http.get('/v2/web/user/notifications', ({ response }) => response(200).json(inAppNotifications)),
  http.post('/v2/web/user/notifications/mark-read', async ({ request, response }) => {
    const body = (await request.json().catch(() => ({}))) as { ids?: string[] };
    return response(200).json(markedRead(body.ids));
  }),
];
