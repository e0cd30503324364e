// react-aria keeps one pair of visually hidden live regions for the whole page; announcing
// through it (rather than a region of our own) keeps screen readers from hearing two.
import { announce as ariaAnnounce } from 'react-aria/private/live-announcer/LiveAnnouncer';

/**
 * Says `text` to screen-reader users. Always words, never ids: the region keeps an announcement
 * for seconds, longer than the element it is about may stay on the page.
 */
export function announce(text: string, politeness: 'assertive' | 'polite' = 'assertive'): void {
  const words = text.replace(/\s+/g, ' ').trim();
  if (words !== '') ariaAnnounce(words, politeness);
}
