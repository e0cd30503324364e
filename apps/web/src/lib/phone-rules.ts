import { loadOnce } from './load-once';
import { useLoaded } from './use-loaded';

/**
 * Whether a phone number is real (@outlay/rules/phone-numbers, libphonenumber-js): its
 * metadata is heavy, so it is loaded when a form that takes a number opens, not with the page.
 */
export const loadPhoneRules = loadOnce(() => import('@outlay/rules/phone-numbers'));

/** The phone rules, or undefined until they have loaded (the server checks the number too). */
export function usePhoneRules() {
  return useLoaded(loadPhoneRules);
}
