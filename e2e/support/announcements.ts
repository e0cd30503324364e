import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** Announcements made on this document that named an element by id (see below). */
    __announcementsById?: string[];
  }
}

// Runs in the page: notes every announcement react-aria's live region gets that points at
// other elements by `aria-labelledby` (react-aria's pending Button does, as a `div role="img"`).
// The region keeps an announcement for 7 s, longer than the element it names may stay on the
// page, and an axe check on the settled page may come after the region dropped it: noting
// them as they come catches every one, whenever the check runs.
function recordAnnouncementsById() {
  if (window.__announcementsById) return;
  const namedById: string[] = [];
  window.__announcementsById = namedById;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof Element) || node.closest('[data-live-announcer]') === null) continue;
        for (const element of [node, ...Array.from(node.querySelectorAll('[aria-labelledby]'))]) {
          if (element.hasAttribute('aria-labelledby')) namedById.push(element.outerHTML);
        }
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

const recordingContexts = new WeakSet<object>();

/**
 * Notes, from now on and on every page the browser context opens later, each announcement that
 * names an element by id. The sign-in helper starts it; the axe check reads it.
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  const context = page.context();
  if (!recordingContexts.has(context)) {
    recordingContexts.add(context);
    await context.addInitScript(recordAnnouncementsById);
  }
  await page.evaluate(recordAnnouncementsById);
}

/** The announcements noted so far on the page's document that named elements by id. */
export async function announcementsById(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__announcementsById ?? []);
}
