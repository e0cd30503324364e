import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import type { Mailer, SmsSender } from '../providers/outbox.js';
import { createInAppNotifications } from './in-app.js';
import { createNotifier } from './notifier.js';
import { createNotificationPreferences } from './preferences.js';

/** Notifications as one domain: the choices, the header's list, and the one sender. */
export function createNotifications(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
}) {
  const preferences = createNotificationPreferences(deps);
  const inApp = createInAppNotifications(deps);
  const notifier = createNotifier({ ...deps, preferences, inApp });
  return { preferences, inApp, notifier };
}

export type Notifications = ReturnType<typeof createNotifications>;
