import { showToast } from '@outlay/design-system';
import { useEffect, useRef } from 'react';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import { endsSession } from './failure-message';

/**
 * The Error toast for a dashboard call that failed (spec part 1 §8), once per failure: each
 * failed attempt is a new error, so a retry that fails again says so again.
 */
export function useFailureToast(error: Error | null) {
  const { t } = useTranslator();
  // The translator changes whenever a message area loads; that is no new failure to tell.
  const told = useRef<Error | null>(null);
  useEffect(() => {
    if (error === null || error === told.current || endsSession(error)) return;
    told.current = error;
    showToast({ tone: 'error', description: messageOf(error, t) });
  }, [error, t]);
}
