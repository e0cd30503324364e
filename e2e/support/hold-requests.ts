import type { Page } from '@playwright/test';

/**
 * Holds every request the page makes that `matches` until `release`: the state it leaves is
 * checked meanwhile. `held` is the first one caught.
 */
export async function holdRequests(page: Page, matches: (url: URL) => boolean) {
  let caught = () => {};
  const held = new Promise<void>((resolve) => {
    caught = resolve;
  });
  let letGo = () => {};
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  await page.route(matches, async (route) => {
    caught();
    await released;
    await route.fallback();
  });
  return {
    held,
    release: async () => {
      letGo();
      await page.unroute(matches);
    },
  };
}
