import { Suspense, useEffect } from 'react';
import { updateSupportUserLookup } from '../api/support-user-lookup';
import { afterWaitWithRetries } from './retry';
import { sandboxSupportChat } from './sandbox-provider';
import { browserTimeZone, supportChatCountryOf } from './support-country';
import type { SupportChatProvider, SupportChatUser } from './support-chat-provider';

/** The spec's support lookup timing: 30000 ms, then up to 3 retries. */
export const SUPPORT_LOOKUP_WAIT_MS = 30_000;
export const SUPPORT_LOOKUP_RETRIES = 3;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Offers the support chat to users whose time zone maps to MX, CO, CL or PE, and once it has
 * loaded tells the help desk who they are.
 */
export function SupportChat({
  user,
  provider = sandboxSupportChat,
}: {
  user: SupportChatUser;
  provider?: SupportChatProvider;
}) {
  const eligible = supportChatCountryOf(browserTimeZone()) !== null;
  const { firstName, lastName, email } = user;
  useEffect(() => {
    if (!eligible) return;
    let cancelled = false;
    const task = () =>
      cancelled
        ? Promise.resolve(null)
        : updateSupportUserLookup({ name: `${firstName} ${lastName}`.trim(), email });
    afterWaitWithRetries(task, {
      waitMs: SUPPORT_LOOKUP_WAIT_MS,
      retries: SUPPORT_LOOKUP_RETRIES,
      sleep,
    }).catch((error: unknown) => {
      // The chat works without the lookup; the help desk just sees an anonymous visitor.
      console.warn('support lookup failed', error);
    });
    return () => {
      cancelled = true;
    };
  }, [eligible, firstName, lastName, email]);
  if (!eligible) return null;
  const { Widget } = provider;
  return (
    <Suspense fallback={null}>
      <Widget user={user} />
    </Suspense>
  );
}
