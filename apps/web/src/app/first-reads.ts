// The reads every signed-in frame waits on (the user, the company, the banners over the page),
// started the moment the session has its token, not when the frame first renders: on a slow
// phone the frame's code takes a good while to run, and the reads now travel meanwhile instead
// of after it. The screens read the same queries, so nothing is asked twice.
import type { QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import { AHEAD_OF_SCREEN_MS, queryClient } from '@/lib/query-client';
import { sessionStore } from '@/session/session-store';
import { billingConfigurationQuery } from '@/session/use-billing-configuration';
import { companyDetailsQuery } from '@/session/use-company-details';
import { userProfileQuery } from '@/session/use-user-profile';
import { topBannerQuery } from './shell/api/top-banner';
import { creamModeOf } from './shell/cream-mode';

/**
 * Reads a query ahead of its screen. The app keeps nothing once unused (gcTime 0), which would
 * drop a read that lands before its screen has mounted.
 */
export function readAhead<T, Key extends QueryKey>(
  query: QueryExecuteOptions<T, Error, T, T, Key>,
): void {
  queryClient.query({ ...query, gcTime: AHEAD_OF_SCREEN_MS }).catch(() => undefined);
}

/** Calls `reads` once, as soon as the session is signed in (at once if it is). */
export function whenSignedIn(reads: () => void): void {
  if (sessionStore.getStatus() === 'signedIn') {
    reads();
    return;
  }
  const unsubscribe = sessionStore.subscribe(() => {
    if (sessionStore.getStatus() !== 'signedIn') return;
    unsubscribe();
    reads();
  });
}

let started = false;

/** Starts the frame's reads once per page, as soon as the session is signed in. */
export function startFirstReadsOnSignIn(): void {
  if (started) return;
  started = true;
  whenSignedIn(() => {
    readAhead(userProfileQuery);
    readAhead(companyDetailsQuery);
    // Cream-user mode draws no banners.
    if (creamModeOf(window.location.search) === null) {
      readAhead(topBannerQuery);
      readAhead(billingConfigurationQuery);
    }
  });
}
