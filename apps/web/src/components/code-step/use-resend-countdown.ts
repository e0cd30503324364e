import { useEffect, useState } from 'react';

/**
 * Seconds before Resend can be pressed again. The server sends another code by the same method
 * only `resendAfterSeconds` after the last one (it says so with each code), so the button waits
 * out that time instead of answering "please wait". Counts down anew from each code sent.
 */
export function useResendCountdown(codesSent: number, resendAfterSeconds: number): number {
  const startAt = codesSent > 0 ? resendAfterSeconds : 0;
  const [countdown, setCountdown] = useState({ codesSent, secondsLeft: startAt });
  // A new code restarts the count during this render, so no frame shows the old count.
  if (countdown.codesSent !== codesSent) setCountdown({ codesSent, secondsLeft: startAt });

  useEffect(() => {
    if (countdown.secondsLeft <= 0) return;
    const tick = setTimeout(() => {
      setCountdown((current) =>
        current.codesSent === countdown.codesSent
          ? { ...current, secondsLeft: current.secondsLeft - 1 }
          : current,
      );
    }, 1000);
    return () => {
      clearTimeout(tick);
    };
  }, [countdown]);

  return countdown.codesSent === codesSent ? countdown.secondsLeft : startAt;
}
