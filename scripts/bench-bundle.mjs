#!/usr/bin/env node
// Prints the gzip size of the JavaScript a browser must download before each route can render:
// the entry chunk and everything it imports statically, plus the route's own lazy chunk and its
// static imports, plus the English message areas the route waits for. Routes are the lazily
// loaded `*-page.tsx` and `*-route.tsx` modules of apps/web (the dashboard loads as
// `dashboard-route.tsx`, which brings the transaction drawer).
// Then counts the same for the sign-in form, the sign-up wizard's first step, the signed-in
// dashboard, the notification settings, the company's addresses, the profile and
// delegate-registration pages (issue 36), accounting and the others listed below as a browser
// does:
// Debian's Chromium opens each on the server started as `npm start` runs it, with an empty cache,
// and every script it asked for before the page's heading appeared is counted
// (`--no-browser` skips this). Goals: every route and page at most 230 KB, the sign-in form
// 100 KB (issue 12); the summary lines name those over it, and the exit status stays 0.
//
//   pnpm bench:bundle [--no-build] [--no-browser]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutablePath } from '../tooling/chromium-args.mjs';
import { scriptsBeforePaint } from './lib/browser-scripts.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { signInDemoUser } from './lib/demo-sign-in.mjs';
import { readMessageAreas } from './lib/message-areas.mjs';
import { routeFiles } from './lib/route-files.mjs';
import { runPnpm } from './pnpm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');

if (!process.argv.includes('--no-build')) {
  const status = runPnpm(['--filter', '@outlay/web', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (status !== 0) process.exit(status);
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipSizes = new Map();
const gzipOf = (file) => {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
};

const filesOf = routeFiles(manifest, readMessageAreas(), dist);
const entry = filesOf();
const entryFiles = entry.files;
// The project's rule: no page waits for more than 230 KB of JavaScript (gzip) before it paints.
const ROUTE_GOAL = 230;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (files) => [...files].reduce((sum, file) => sum + gzipOf(file), 0);

const routes = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && /-(page|route)\.tsx$/.test(key))
  .map((key) => {
    const { files, areas } = filesOf(key);
    return { route: key.replace(/^src\//, ''), bytes: total(files), areas };
  })
  .sort((a, b) => a.bytes - b.bytes);

console.log(
  `\nInitial JavaScript per route (gzip level 9), entry alone: ${kb(total(entryFiles))}` +
    ` (messages: ${entry.areas.join(', ')})\n`,
);
const width = Math.max(...routes.map((row) => row.route.length));
for (const row of routes) {
  console.log(
    `  ${row.route.padEnd(width)}  ${kb(row.bytes).padStart(9)}` +
      `${row.bytes / 1024 > ROUTE_GOAL ? '  over the goal' : ''}  messages: ${row.areas.join(', ')}`,
  );
}
console.log('');
const overBudget = routes.filter((row) => row.bytes / 1024 > ROUTE_GOAL);
console.log(
  overBudget.length === 0
    ? `Every route is within the ${ROUTE_GOAL} KB goal.`
    : `Routes over the ${ROUTE_GOAL} KB goal (${overBudget.length}): ` +
        overBudget.map((row) => `${row.route} ${kb(row.bytes)}`).join(', '),
);
console.log('');

const missedInBrowser = [];
if (!process.argv.includes('--no-browser')) {
  // Every page's initial JavaScript is at most 230 KB gzip (the project's rule); the sign-in
  // form, which every visit without a session waits for, keeps its own 100 KB (issue 12).
  const PAGE_GOAL = 230;
  const GOALS = { 'sign-in': 100 };
  const server = await startDemoServer({ port: Number(process.env.PORT ?? 4012) });
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath,
    args: chromiumArgs,
  });
  try {
    console.log(
      'As a browser loads them (Chromium, empty cache, scripts asked for before the heading):\n',
    );
    // Public pages are opened without a session; the sign-up wizard's step heading (h2) is drawn
    // with its first step, whose code loads beside the wizard's.
    const publicPages = new Set(['sign-in', 'sign-up']);
    const selectors = { 'sign-up': 'h2' };
    for (const [name, path] of [
      ['sign-in', '/client/login'],
      ['sign-up', '/client/sign-up'],
      ['dashboard', '/client/dashboard'],
      ['notifications', '/client/settings/notifications'],
      ['payments', '/client/payment-transfer'],
      ['bulk-payments', '/client/bulk-payment'],
      ['addresses', '/client/settings/addresses'],
      ['receipts', '/client/receipts'],
      ['profile', '/client/web/profile'],
      ['delegates', '/client/delegate-registration'],
      ['statements', '/client/statement'],
      ['rewards', '/client/rewards'],
      ['capital', '/client/capital'],
      ['payrent', '/client/payrent'],
      ['payrent-review', '/client/payrent-review'],
      ['documents', '/client/document'],
      ['accounting', '/client/accounting'],
    ]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (!publicPages.has(name)) await signInDemoUser(context.request, server.origin);
      const scripts = await scriptsBeforePaint({
        context,
        url: `${server.origin}${path}`,
        selector: selectors[name] ?? 'h1',
      });
      await context.close();
      const gzip = total(scripts.map((script) => script.file));
      const sent = scripts.reduce((sum, script) => sum + script.sent, 0);
      const goal = GOALS[name] ?? PAGE_GOAL;
      const met = gzip / 1024 <= goal;
      if (!met) missedInBrowser.push(`${name} ${kb(gzip)}`);
      console.log(
        `  ${name.padEnd(14)} ${String(scripts.length).padStart(3)} scripts  ${kb(gzip).padStart(9)} gzip` +
          `  (${kb(sent)} as sent, brotli)  goal ${goal} KB: ${met ? 'met' : 'not met'}`,
      );
    }
    console.log('');
    console.log(
      missedInBrowser.length === 0
        ? 'Every page listed meets its goal in the browser.'
        : `Pages over their goal in the browser (${missedInBrowser.length}): ${missedInBrowser.join(', ')}`,
    );
  } finally {
    await browser.close();
    server.stop();
  }
}
