import { unwrap } from '@outlay/api-client';
import { useEffect } from 'react';
import { apiClient } from '@/lib/api-client';
import { startVersionCheck } from './version-check';

/**
 * Polls the versions while the signed-in area is open; a deploy reloads the page. Not before
 * `enabled`: the page that just loaded is the newest build, and on a phone the first read
 * would take one of the connections the page's first paint is waiting on.
 */
export function useVersionCheck(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    return startVersionCheck({
      appVersion: __APP_VERSION__,
      fetchVersions: () => unwrap(apiClient.GET('/v2/web/version')),
      reload: () => {
        window.location.reload();
      },
    });
  }, [enabled]);
}
