// Contract operations served here (method, path, operationId):
//   GET /v2/web/user/email-notification  getNotificationPreferences
//   PUT /v2/web/user/email-notification  saveNotificationPreferences
//   GET /v2/web/user/notifications  listInAppNotifications
//   POST /v2/web/user/notifications/mark-read  markNotificationsRead

import type { Handlers } from '../contract/types.js';
import type { Session } from '../http/security.js';
import { sessionOf } from '../http/session-of.js';
import type { Notifications } from '../notifications/notifications.js';

type NotificationHandlers = Pick<
  Handlers,
  | 'getNotificationPreferences'
  | 'saveNotificationPreferences'
  | 'listInAppNotifications'
  | 'markNotificationsRead'
>;

/** Always the caller's own rows: their company and their user, from the session. */
const ownerOf = (session: Session) => ({ companyId: session.companyId, userId: session.userId });

/** `/settings/notifications` and the header's Notifications; the rules live in notifications/. */
export function notificationHandlers({ preferences, inApp }: Notifications): NotificationHandlers {
  return {
    async getNotificationPreferences({ credentials }) {
      return { status: 200, body: await preferences.list(ownerOf(sessionOf(credentials))) };
    },
    async saveNotificationPreferences({ credentials, body }) {
      const owner = ownerOf(sessionOf(credentials));
      return { status: 200, body: await preferences.save(owner, body.preferences) };
    },
    async listInAppNotifications({ credentials }) {
      return { status: 200, body: await inApp.list(ownerOf(sessionOf(credentials))) };
    },
    async markNotificationsRead({ credentials, body }) {
      return { status: 200, body: await inApp.markRead(ownerOf(sessionOf(credentials)), body.ids) };
    },
  };
}
