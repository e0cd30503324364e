import { loadOnce } from './load-once';
import { useLoaded } from './use-loaded';
import { whenIdle } from './when-idle';

/**
 * Whether a phone number is real (@outlay/rules/phone-numbers, libphonenumber-js): its
 * metadata is heavy, so it is loaded when a form that takes a number opens, not with the page.
 */
export const loadPhoneRules = loadOnce(() => import('@outlay/rules/phone-numbers'));

/**
 * The rules for a form that has just opened: once the browser is idle after it has painted,
 * so the metadata (some 28 KB gzip) does not compete with the form's own code; at once if they
 * are in already.
 */
const loadPhoneRulesAfterPaint = loadOnce(() =>
  loadPhoneRules.loaded !== undefined
    ? loadPhoneRules()
    : new Promise<void>((resolve) => {
        whenIdle(resolve);
      }).then(loadPhoneRules),
);

/** The phone rules, or undefined until they have loaded (the server checks the number too). */
export function usePhoneRules() {
  return useLoaded(loadPhoneRulesAfterPaint);
}
