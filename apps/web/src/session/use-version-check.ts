import { unwrap } from '@outlay/api-client';
import { useEffect } from 'react';
import { apiClient } from '../lib/api-client';
import { startVersionCheck } from './version-check';

/** Polls the versions while the signed-in area is open; a deploy reloads the page. */
export function useVersionCheck(): void {
  useEffect(
    () =>
      startVersionCheck({
        appVersion: __APP_VERSION__,
        fetchVersions: () => unwrap(apiClient.GET('/v2/web/version')),
        reload: () => {
          window.location.reload();
        },
      }),
    [],
  );
}
