import { useEffect, useState } from 'react';

/**
 * Seconds left of Resend's wait, for the "Available in N s" line. The machine decides when
 * Resend is enabled (its `after` delay); this only counts the same wait down on screen. Counts
 * anew from `seconds` each time `waitId` changes (a code sent, a refusal to send one yet).
 */
export function useResendCountdown(waitId: string, seconds: number): number {
  const [countdown, setCountdown] = useState({ waitId, secondsLeft: seconds });
  // A new wait restarts the count during this render, so no frame shows the old count.
  if (countdown.waitId !== waitId) setCountdown({ waitId, secondsLeft: seconds });

  useEffect(() => {
    if (countdown.secondsLeft <= 0) return;
    const tick = setTimeout(() => {
      setCountdown((current) =>
        current.waitId === countdown.waitId
          ? { ...current, secondsLeft: current.secondsLeft - 1 }
          : current,
      );
    }, 1000);
    return () => {
      clearTimeout(tick);
    };
  }, [countdown]);

  return countdown.waitId === waitId ? countdown.secondsLeft : seconds;
}
