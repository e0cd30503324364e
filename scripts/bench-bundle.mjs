#!/usr/bin/env node
// Prints the gzip size of the JavaScript a browser must download before each route can render:
// the entry chunk and everything it imports statically, plus the route's own lazy chunk and its
// static imports, plus the English message areas the route waits for. Routes are the lazily
// loaded `*-page.tsx` and `*-route.tsx` modules of apps/web (the dashboard loads as
// `dashboard-route.tsx`, which brings the transaction drawer).
// Then counts the same for the sign-in form, the signed-in dashboard, the notification
// settings, the company's addresses, the profile and delegate-registration pages (issue 36) as
// a browser does:
// Debian's Chromium opens each on the server started as `npm start` runs it, with an empty cache,
// and every script it asked for before the page's heading appeared is counted
// (`--no-browser` skips this). Goals (issue 12): sign-in at most 100 KB, dashboard 210 KB.
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
    `  ${row.route.padEnd(width)}  ${kb(row.bytes).padStart(9)}  messages: ${row.areas.join(', ')}`,
  );
}
console.log('');

if (!process.argv.includes('--no-browser')) {
  // The settings page has no goal of its own yet: the dashboard's stands for every signed-in page.
  const GOALS = {
    'sign-in': 100,
    dashboard: 210,
    notifications: 210,
    payments: 210,
    addresses: 210,
    receipts: 210,
    documents: 210,
    profile: 210,
    delegates: 210,
    payrent: 230,
    'payrent-review': 230,
  };
  const server = await startDemoServer({ port: Number(process.env.PORT ?? 4012) });
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath,
    args: chromiumArgs,
  });
  try {
    console.log(
      'As a browser loads them (Chromium, empty cache, scripts asked for before the heading):\n',
    );
    for (const [name, path] of [
      ['sign-in', '/client/login'],
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
    ]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (name !== 'sign-in') await signInDemoUser(context.request, server.origin);
      const scripts = await scriptsBeforePaint({
        context,
        url: `${server.origin}${path}`,
        selector: 'h1',
      });
      await context.close();
      const gzip = total(scripts.map((script) => script.file));
      const sent = scripts.reduce((sum, script) => sum + script.sent, 0);
      const met = gzip / 1024 <= GOALS[name] ? 'met' : 'not met';
      console.log(
        `  ${name.padEnd(10)} ${String(scripts.length).padStart(3)} scripts  ${kb(gzip).padStart(9)} gzip` +
          `  (${kb(sent)} as sent, brotli)  goal ${GOALS[name]} KB: ${met}`,
      );
    }
    console.log('');
  } finally {
    await browser.close();
    server.stop();
  }
}
