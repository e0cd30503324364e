import type { Company, LoggedInUser } from '@outlay/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { loadOnce } from '@/lib/load-once';
import { useAutopayAccounts } from '@/session/use-autopay-accounts';
import { billingConfigurationQuery } from '@/session/use-billing-configuration';
import { topBannerQuery } from './api/top-banner';
import type { AutopayBanner } from './autopay-banner';

// The autopay check (its machine and calls) is not in the frame's chunk: its code loads only
// for the users it can concern (an admin of a company with the auto-debit flow), beside the
// accounts it weighs. Everyone else's first paint neither downloads nor starts its machine.
const loadAutopayBanner = loadOnce(() => import('./autopay-banner'));

/** Read, failed once (retries go on behind the page), never asked for, or paused offline. */
const answered = (query: { isPending: boolean; failureCount: number; fetchStatus: string }) =>
  !query.isPending || query.failureCount > 0 || query.fetchStatus !== 'fetching';

/**
 * Whether the banners across the top are known yet (the server's top banner; for an admin of
 * a company with the auto-debit flow, the autopay accounts and the banner's code) and the
 * sidebar's statement period, and the autopay banner once its code is here. The shell shows
 * its frame only then: a banner that came after the page would push all of it down.
 */
export function useBannersSettled(
  user: LoggedInUser,
  company: Company,
  /** False where the frame shows no banners (cream-user mode): nothing is read or awaited. */
  shown: boolean,
) {
  // The page's first reads (app/first-reads.ts) asked for both as the session started: read
  // a moment ago, they are not asked for again as the frame mounts.
  const topBanner = useQuery({ ...topBannerQuery, enabled: shown });
  // The sidebar's statement period, above its links.
  const billing = useQuery({ ...billingConfigurationQuery, enabled: shown });
  const applies = shown && user.role === 'admin' && company.autoDebitFlowEnable;
  const accounts = useAutopayAccounts({ enabled: applies });
  const [code, setCode] = useState<{ AutopayBanner: typeof AutopayBanner | null } | null>(null);
  useEffect(() => {
    if (!applies) return;
    let mounted = true;
    loadAutopayBanner().then(
      (module) => {
        if (mounted) setCode({ AutopayBanner: module.AutopayBanner });
      },
      // Without its code there is no banner to wait for.
      () => {
        if (mounted) setCode({ AutopayBanner: null });
      },
    );
    return () => {
      mounted = false;
    };
  }, [applies]);
  const settled =
    answered(topBanner) && answered(billing) && (!applies || (answered(accounts) && code !== null));
  return { settled, AutopayBanner: applies ? (code?.AutopayBanner ?? null) : null };
}
