import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { announcementsById, recordAnnouncements } from './announcements';

// The axe-core the repository pins (the newest), which @axe-core/playwright must run.
const pinnedAxeVersion = (
  createRequire(import.meta.url)('axe-core/package.json') as { version: string }
).version;

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// What shows that a page is still loading: an indeterminate spinner, a skeleton, a busy button
// (one under an open dialog waits for the dialog, and is hidden from everyone until then).
const loadingIndicators = '[role="progressbar"]:not([aria-valuenow]), [data-loading], [data-busy]';

export interface AxeCheckOptions {
  /**
   * Check the page while something still loads, and why that state matters (an export being
   * built, say). Without it the check waits for loading to finish.
   */
  whileLoading?: string;
}

/**
 * Waits for the page to settle: nothing loading (unless asked) and no transition or entrance
 * animation half-way (a dialog fading in has the contrast of neither end).
 */
export async function waitForSettledPage(page: Page, options: AxeCheckOptions = {}) {
  await page.waitForFunction(
    ({ indicators, waitForLoading }) => {
      const loading =
        waitForLoading &&
        Array.from(document.querySelectorAll(indicators)).some(
          (indicator) => indicator.closest('[aria-hidden="true"], [inert]') === null,
        );
      const moving = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Infinity,
        );
      return !loading && !moving;
    },
    { indicators: loadingIndicators, waitForLoading: options.whileLoading === undefined },
    { timeout: 30_000 },
  );
}

/**
 * Fails the test on any WCAG 2.2 A/AA violation in the whole page once it has settled. No part
 * of the page is excluded: react-aria's live region once was, and hid announcements that named
 * buttons no longer on the page (`role-img-alt`). Such an announcement lives 7 s, often less
 * than the page takes to settle, so the check also fails on any announcement made since the
 * sign-in (or the page's first check) that named an element by id rather than in words.
 */
export async function expectNoAxeViolations(
  page: Page,
  context?: string,
  options: AxeCheckOptions = {},
): Promise<void> {
  await waitForSettledPage(page, options);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(results.testEngine.version, 'the axe-core that ran').toBe(pinnedAxeVersion);
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
  expect(
    await announcementsById(page),
    `announcements naming elements by id${context ? ` before ${context}` : ''}`,
  ).toEqual([]);
  // Pages that never signed in start noting announcements at their first check.
  await recordAnnouncements(page);
}
