import type { SsoStart } from '@outlay/api-client';
import { emailProblemOf } from '@outlay/rules';
import { useCallback, useRef, useState } from 'react';

export type SsoOffer = SsoStart & { provider: 'google' | 'okta'; authorizationUrl: string };

const isOffer = (start: SsoStart): start is SsoOffer =>
  start.provider !== 'none' && typeof start.authorizationUrl === 'string';

/**
 * After the email, the sign-in page asks whether the company uses SSO. A failed question
 * offers nothing: the password way stays, as it does when the provider is down.
 */
export function useSsoOffer() {
  const [offer, setOffer] = useState<SsoOffer | null>(null);
  const asked = useRef('');

  const check = useCallback((value: string) => {
    const email = value.trim().toLowerCase();
    if (email === asked.current || emailProblemOf(email)) return;
    asked.current = email;
    void import('./start-sso')
      .then(({ startSso }) => startSso(email))
      .then((start) => {
        if (asked.current === email) setOffer(isOffer(start) ? start : null);
      })
      .catch(() => {
        if (asked.current === email) setOffer(null);
      });
  }, []);

  return { offer, check };
}
