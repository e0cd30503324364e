#!/usr/bin/env node
// The signed-in dashboard's main-thread work from navigation until its data has settled, in
// Debian's Chromium with the CPU slowed 4× (Lighthouse's mobile preset): the long tasks (over
// 50 ms) and their blocking time, and where the CPU went (a sampled CPU profile mapped back
// through the build's source maps to source files). Figures, never assertions.
//
//   node scripts/profile-dashboard.mjs [--runs=3] [--top=30] [--tasks] [--trace] [--marks]
// --tasks: each busy stretch over 50 ms with the source functions inside it (CPU profile);
// --trace: each main-thread task over 50 ms split into script, style, layout and paint (a
// Chromium trace; TRACE_OUT=<prefix> keeps it); --marks: the page's performance marks.
// PORT picks the server's port (4711).
// Build the web app first (node scripts/pnpm.mjs --filter @outlay/web build).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutablePath } from '../tooling/chromium-args.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { signInDemoUser } from './lib/demo-sign-in.mjs';
import { segmentFields } from './lib/source-map.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
const option = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const runs = option('runs', 3);
const top = option('top', 30);
const port = Number(process.env.PORT ?? 4711);

/** A source map's segments by generated line: [column, source, name] sorted by column. */
function decode(map) {
  const lines = [];
  let source = 0;
  let name = 0;
  for (const lineText of map.mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of lineText.split(',')) {
      if (!segment) continue;
      const fields = segmentFields(segment);
      column += fields[0] ?? 0;
      if (fields.length > 1) {
        source += fields[1];
        if (fields.length > 4) name += fields[4];
        segments.push([column, source, fields.length > 4 ? name : -1]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

const maps = new Map();
function originalOf(url, line, column, withName = false) {
  const file = /\/client\/(assets\/[^?#]+\.js)/.exec(url)?.[1];
  if (!file) return url ? url.replace(/^https?:\/\/[^/]+/, '') : '(native)';
  if (!maps.has(file)) {
    try {
      const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
      maps.set(file, { map, lines: decode(map) });
    } catch {
      maps.set(file, null);
    }
  }
  const entry = maps.get(file);
  if (!entry) return file;
  const segments = entry.lines[line] ?? [];
  let found = null;
  for (const segment of segments) {
    if (segment[0] > column) break;
    found = segment;
  }
  if (!found) return file;
  const source = entry.map.sources[found[1]].replace(/^(\.\.\/)+/, '');
  return withName ? `${source} ${found[2] >= 0 ? entry.map.names[found[2]] : '?'}` : source;
}

const label = (source) => {
  const modules = source.lastIndexOf('node_modules/');
  return modules >= 0 ? source.slice(modules + 'node_modules/'.length) : source;
};

const server = await startDemoServer({ port });
const browser = await chromium.launch({
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
});
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await signInDemoUser(context.request, server.origin);
  const warm = await context.newPage();
  await warm.goto(`${server.origin}/client/dashboard`, { waitUntil: 'networkidle' });
  await warm.close();
  const selfBySource = new Map();
  const summaries = [];
  for (let run = 1; run <= runs; run += 1) {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__lcp = entry.startTime;
          window.__lcpText = `${entry.element?.tagName ?? ''} ${entry.size}px² ${(entry.element?.textContent ?? '').slice(0, 40)}`;
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const tracing = process.argv.includes('--trace');
    if (tracing)
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
        ],
      });
    await page.goto(`${server.origin}/client/dashboard`);
    const grid = page.getByRole('grid', { name: 'Transactions' });
    await grid.waitFor({ timeout: 60_000 });
    await page.getByText(/^\d[\d,]* transactions?$/).waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      () => document.querySelectorAll('[data-loading]').length === 0,
      null,
      {
        timeout: 60_000,
      },
    );
    const settled = await page.evaluate(() => performance.now());
    await page.waitForTimeout(2000);
    const { profile } = await cdp.send('Profiler.stop');
    if (tracing) {
      const raw = (await browser.stopTracing()).toString();
      if (process.env.TRACE_OUT)
        (await import('node:fs')).writeFileSync(`${process.env.TRACE_OUT}-${run}.json`, raw);
      const trace = JSON.parse(raw);
      const events = trace.traceEvents;
      // The page's renderer: the main thread that ran the most.
      const mains = events.filter(
        (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
      );
      const busy = (m) =>
        events
          .filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask')
          .reduce((sum, e) => sum + (e.dur ?? 0), 0);
      const main = mains.sort((a, b) => busy(b) - busy(a))[0];
      const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
      const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 50_000);
      const marks = events.filter(
        (e) => e.cat?.includes('blink.user_timing') && e.name.startsWith('render:'),
      );
      console.log(`\n  run ${run}: main-thread tasks over 50 ms (what they hold, ms)`);
      const nav =
        events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart')?.ts ??
        tasks[0]?.ts ??
        0;
      for (const task of tasks) {
        const end = task.ts + task.dur;
        const inside = onMain.filter(
          (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end,
        );
        const by = new Map();
        for (const e of inside) {
          if (
            ![
              'FunctionCall',
              'EvaluateScript',
              'v8.compile',
              'UpdateLayoutTree',
              'Layout',
              'Paint',
              'ParseHTML',
              'TimerFire',
              'EventDispatch',
              'ParseAuthorStyleSheet',
              'PrePaint',
              'Layerize',
              'MajorGC',
              'MinorGC',
              'v8.parseOnBackground',
              'CompileCode',
              'HitTest',
              'IntersectionObserverController::computeIntersections',
              'ResourceReceivedData',
              'ResourceFinish',
              'XHRReadyStateChange',
              'RunMicrotasks',
              'V8.GC_MC_BACKGROUND_MARKING',
            ].includes(e.name)
          )
            continue;
          by.set(e.name, (by.get(e.name) ?? 0) + e.dur / 1000);
        }
        const within = marks
          .filter((m) => m.ts >= task.ts && m.ts <= end)
          .map((m) => m.name.slice(7));
        console.log(
          `    ${((task.ts - nav) / 1000).toFixed(0)}+${(task.dur / 1000).toFixed(0)}: ` +
            [...by]
              .sort((a, b) => b[1] - a[1])
              .slice(0, 7)
              .map(([n, ms]) => `${n} ${ms.toFixed(0)}`)
              .join(', ') +
            (within.length ? `  [${within.join(' ')}]` : ''),
        );
      }
    }
    const tasks = await page.evaluate(() => window.__longTasks);
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    );
    const largestPaint = await page.evaluate(() => window.__lcp ?? 0);
    if (process.argv.includes('--marks'))
      console.log(`  run ${run} LCP element: ${await page.evaluate(() => window.__lcpText)}`);
    summaries.push({ tasks, settled, paint, largestPaint });
    if (process.argv.includes('--marks')) {
      const marks = await page.evaluate(() =>
        performance.getEntriesByType('mark').map((m) => `${Math.round(m.startTime)} ${m.name}`),
      );
      console.log(`  run ${run} marks: ${marks.join(', ')}`);
    }
    // Self time per source file.
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const deltas = profile.timeDeltas;
    for (let index = 0; index < profile.samples.length; index += 1) {
      const node = byId.get(profile.samples[index]);
      const frame = node.callFrame;
      const key =
        frame.functionName === '(idle)' || frame.functionName === '(program)'
          ? frame.functionName
          : label(originalOf(frame.url, frame.lineNumber, frame.columnNumber)) +
            (frame.functionName === '(garbage collector)' ? ' (GC)' : '');
      selfBySource.set(key, (selfBySource.get(key) ?? 0) + (deltas[index] ?? 0) / 1000);
    }
    // The busy stretches (no idle sample between) over 50 ms, with what ran inside them.
    const names = new Map();
    const frameName = (node) => {
      if (!names.has(node.id)) {
        const frame = node.callFrame;
        names.set(
          node.id,
          frame.url
            ? `${label(originalOf(frame.url, frame.lineNumber, frame.columnNumber, true))}`
            : frame.functionName || '(anonymous)',
        );
      }
      return names.get(node.id);
    };
    const parent = new Map();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parent.set(child, node.id);
    let stretch = null;
    const stretches = [];
    let clock = 0;
    for (let index = 0; index < profile.samples.length; index += 1) {
      const ms = (deltas[index] ?? 0) / 1000;
      clock += ms;
      const node = byId.get(profile.samples[index]);
      if (node.callFrame.functionName === '(idle)') {
        if (stretch) stretches.push(stretch);
        stretch = null;
        continue;
      }
      stretch ??= { start: clock, duration: 0, inclusive: new Map() };
      stretch.duration += ms;
      const seen = new Set();
      for (let id = node.id; id !== undefined; id = parent.get(id)) {
        const name = frameName(byId.get(id));
        if (seen.has(name)) continue;
        seen.add(name);
        stretch.inclusive.set(name, (stretch.inclusive.get(name) ?? 0) + ms);
      }
    }
    if (stretch) stretches.push(stretch);
    if (process.argv.includes('--tasks')) {
      console.log(`\n  run ${run}: busy stretches over 50 ms`);
      for (const item of stretches.filter((s) => s.duration > 50)) {
        const parts = [...item.inclusive]
          .filter(([name]) =>
            /src\/|design-system|tanstack|wouter|xstate|\(program\)|\(garbage/.test(name),
          )
          .sort((a, b) => b[1] - a[1])
          .slice(0, 14)
          .map(([name, ms]) => `${name.replace(/^.*?(src\/)/, '$1')} ${ms.toFixed(0)}`);
        console.log(
          `    ${item.start.toFixed(0)}+${item.duration.toFixed(0)}: ${parts.join(' | ')}`,
        );
      }
    }
    await page.close();
  }
  console.log(`\nDashboard settle, CPU ×4, viewport 412×823, ${runs} runs\n`);
  for (const [index, { tasks, settled, paint, largestPaint }] of summaries.entries()) {
    const blocking = tasks
      .filter((task) => task.start >= paint)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    console.log(
      `  run ${index + 1}: FCP ${Math.round(paint)} ms, LCP ${Math.round(largestPaint)} ms, ` +
        `settled ${Math.round(settled)} ms, ` +
        `long tasks ${tasks.length} (blocking after FCP ${Math.round(blocking)} ms): ` +
        tasks.map((task) => `${Math.round(task.start)}+${Math.round(task.duration)}`).join(' '),
    );
  }
  console.log(`\n  Self time by source (ms, sum of ${runs} runs, idle left out):`);
  const rows = [...selfBySource].filter(([key]) => key !== '(idle)').sort((a, b) => b[1] - a[1]);
  for (const [key, ms] of rows.slice(0, top))
    console.log(`    ${ms.toFixed(0).padStart(6)}  ${key}`);
  console.log('');
} finally {
  await browser.close();
  server.stop();
}
