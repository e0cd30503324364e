import type { InAppNotification } from '@outlay/api-client';
import { fromMinor } from '@outlay/rules';
import type { Translator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';

/** One in-app notification in the reader's words (the server keeps only its facts). */
export function notificationText(notification: InAppNotification, t: Translator['t']): string {
  const { details } = notification;
  switch (notification.kind) {
    case 'declinedPurchases':
      return t('shell.notifications.kind.declinedPurchases', {
        amount:
          details.amount === undefined || details.currency === undefined
            ? ''
            : formatAmount(fromMinor(details.amount, details.currency), {
                currency: details.currency,
              }),
        merchant: details.merchant ?? '',
        lastFour: details.lastFour ?? '',
      });
    case 'missingReceipts':
      return t('shell.notifications.kind.missingReceipts', { count: details.count ?? 0 });
    case 'invitationsAccepted':
      return t('shell.notifications.kind.invitationsAccepted', { name: details.name ?? '' });
    case 'newDeviceSignIn':
      return t('shell.notifications.kind.newDeviceSignIn', { device: details.device ?? '' });
    case 'statements':
      return t('shell.notifications.kind.statements');
    case 'payments':
      return t('shell.notifications.kind.payments');
    case 'documents':
      return details.documentStatus === 'rejected'
        ? t('shell.notifications.kind.documents.rejected', {
            name: details.name ?? '',
            reason: details.reason ?? '',
          })
        : t('shell.notifications.kind.documents.approved', { name: details.name ?? '' });
  }
}
