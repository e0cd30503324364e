// The scripts a real browser loads before a page has painted, as the second count of
// bench:bundle beside the build manifest's: Chromium opens the page on the running server with
// an empty cache, and every script it asked for before the page's heading appeared is counted.

/**
 * Opens `url` in a new page of `context` and resolves to the app's scripts requested before an
 * element matching `selector` was in the document: each with its file in the build (`assets/…`)
 * and the bytes the server sent for it.
 */
export async function scriptsBeforePaint({ context, url, selector }) {
  const page = await context.newPage();
  // Set before any of the page's own scripts runs: the moment the element first appears.
  await page.addInitScript((wanted) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(wanted)) return;
      window.__outlayPaintedAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
  await page.goto(url);
  await page.waitForFunction(() => window.__outlayPaintedAt !== undefined, null, {
    timeout: 60_000,
  });
  // Scripts asked for before the paint may still be arriving: wait for the page to settle.
  await page.waitForLoadState('networkidle');
  const { paintedAt, entries } = await page.evaluate(() => ({
    paintedAt: window.__outlayPaintedAt,
    entries: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        startTime: entry.startTime,
        sent: entry.encodedBodySize,
      })),
  }));
  await page.close();
  const base = '/client/';
  return entries
    .filter((entry) => entry.startTime < paintedAt && entry.path.startsWith(base))
    .map((entry) => ({ file: entry.path.slice(base.length), sent: entry.sent }));
}
