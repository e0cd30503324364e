import { LiveRegion } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import type { PushProgress } from '../model/push-progress';

/**
 * The progress and the outcome of the last push, in a polite live region that is on the page
 * from the start: "Syncing 3 transactions…", then "2 pushed, 1 failed".
 */
export function PushAnnouncer({ progress }: { progress: PushProgress | null }) {
  const { t } = useTranslator();
  const text =
    progress === null
      ? ''
      : progress.inFlight > 0
        ? t('accounting.push.progress', {
            count: progress.total,
            pushed: progress.pushed,
            failed: progress.failed,
          })
        : t('accounting.push.done', { pushed: progress.pushed, failed: progress.failed });
  return <LiveRegion>{text}</LiveRegion>;
}
