import { Banner } from '@outlay/design-system';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslator } from '@/i18n/intl';
import { useTopBanner } from './api/top-banner';

// The spec's client state `topBannerFlag`: once followed, the banner stays away for the
// session (sign-out clears it with the rest of the session's flags).
const clearedKey = 'outlay.topBanner.cleared';

function wasCleared(): boolean {
  try {
    return sessionStorage.getItem(clearedKey) === '1';
  } catch {
    return false;
  }
}

/** The server's message across the top; its button goes to billing and clears it. */
export function TopBanner() {
  const { t } = useTranslator();
  const banner = useTopBanner();
  const [, navigate] = useLocation();
  const [cleared, setCleared] = useState(wasCleared);
  const message = banner.data?.message;
  if (cleared || !message) return null;
  const isAutopay = banner.data?.actionData?.kind === 'autopayEnrollment';
  const buttonText = banner.data?.buttonText;
  return (
    <Banner
      tone="info"
      tag={isAutopay ? t('shell.banner.new') : undefined}
      action={
        buttonText
          ? {
              label: buttonText,
              onPress: () => {
                try {
                  sessionStorage.setItem(clearedKey, '1');
                } catch {
                  // Without storage it is cleared for this page only.
                }
                setCleared(true);
                navigate('/billing');
              },
            }
          : undefined
      }
    >
      {message}
    </Banner>
  );
}
