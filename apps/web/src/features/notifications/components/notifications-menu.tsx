import type { InAppNotification } from '@outlay/api-client';
import {
  Badge,
  Button,
  Inline,
  Link,
  NotificationButton,
  Spinner,
  Stack,
  Text,
} from '@outlay/design-system';
import { useEffect, useRef, useState } from 'react';
import { RetryBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { useInAppNotifications, useMarkNotificationsRead } from '../api/in-app-notifications';
import { notificationText } from './notification-text';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * How many more are unread than at the last look, to be read out; nothing at the first load
 * (a page load is not news) or when the count went down (they were read).
 */
function useArrivals(unread: number | undefined) {
  const seen = useRef<number | undefined>(undefined);
  const [arrived, setArrived] = useState(0);
  useEffect(() => {
    if (unread === undefined) return;
    const before = seen.current;
    seen.current = unread;
    setArrived(before !== undefined && unread > before ? unread - before : 0);
  }, [unread]);
  return arrived;
}

/** The header's Notifications: the unread count in the bell's name, the list in a popover. */
export function NotificationsMenu() {
  const { t } = useTranslator();
  const notifications = useInAppNotifications();
  const unread = notifications.data?.unreadCount;
  const arrived = useArrivals(unread);
  return (
    <NotificationButton
      label={
        unread
          ? t('shell.notifications.buttonUnread', { count: unread })
          : t('shell.notifications.button')
      }
      count={unread ?? 0}
      title={t('shell.notifications.title')}
      announcement={arrived > 0 ? t('shell.notifications.announce', { count: arrived }) : ''}
      onOpenChange={(isOpen) => {
        // What arrived since the last poll shows as soon as the list is opened.
        if (isOpen) void notifications.refetch();
      }}
    >
      {notifications.isPending ? (
        <Spinner label={t('shell.notifications.loading')} />
      ) : notifications.isError ? (
        <RetryBanner
          query={notifications}
          title={t('shell.notifications.loadError')}
          retryLabel={t('shell.notifications.retry')}
        />
      ) : (
        <NotificationList
          notifications={notifications.data.notifications}
          unread={notifications.data.unreadCount}
        />
      )}
    </NotificationButton>
  );
}

function NotificationList({
  notifications,
  unread,
}: {
  notifications: readonly InAppNotification[];
  unread: number;
}) {
  const { t, intl } = useTranslator();
  const markRead = useMarkNotificationsRead();
  return (
    <Stack space="medium">
      {notifications.length === 0 ? (
        <Text tone="muted">{t('shell.notifications.empty')}</Text>
      ) : (
        <Stack space="medium" component="ul" aria-label={t('shell.notifications.title')}>
          {notifications.map((notification) => (
            <Stack key={notification.id} space="xsmall">
              <Inline space="small" alignY="center">
                {notification.readAt === null && (
                  <Badge tone="info">{t('shell.notifications.unread')}</Badge>
                )}
                <Text tone="muted" size="small">
                  {intl.formatDate(notification.createdAt, WHEN)}
                </Text>
              </Inline>
              <Text weight={notification.readAt === null ? 'medium' : undefined}>
                {notificationText(notification, t)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      <Inline space="small" alignY="center" align="spaceBetween">
        {/* Always there, so focus stays on it once everything is read. */}
        {notifications.length > 0 && (
          <Button
            size="small"
            variant="secondary"
            isPending={markRead.isPending}
            onPress={() => {
              if (unread > 0) markRead.mutate(undefined);
            }}
          >
            {t('shell.notifications.markAllRead')}
          </Button>
        )}
        <Link href="/settings/notifications">{t('shell.notifications.settings')}</Link>
      </Inline>
    </Stack>
  );
}
