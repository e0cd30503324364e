// What the browser walks (e2e/flows.spec.ts) last saw on this machine, one file per flow and
// variant in `.qa/browser-walks/` at the repository's root: `pnpm qa:paths` reports it beside
// the headless coverage. The e2e spec writes it; nothing here runs a browser.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

export interface BrowserWalkReport {
  flow: string;
  variant: string;
  /** ISO time of the walk. */
  walkedAt: string;
  /** The walk's steps in the user's words. */
  steps: string[];
  /** The state nodes the walk saw on screen, and all the flow's state nodes. */
  seen: string[];
  stateNodes: string[];
}

/** The folder the reports live in (the repository's `.qa/browser-walks`). */
export const browserWalksFolder = new URL('../../../../.qa/browser-walks/', import.meta.url);

export function writeBrowserWalk(report: BrowserWalkReport, folder = browserWalksFolder): void {
  mkdirSync(folder, { recursive: true });
  // One file per flow and variant: a flow walked as two users (a peso and a euro payment)
  // keeps both walks.
  const variant = report.variant
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60);
  writeFileSync(
    new URL(`${report.flow}~${variant}.json`, folder),
    `${JSON.stringify(report, null, 2)}\n`,
  );
}

/** Two walks of one flow as one: the states either saw, the steps of both. */
function mergedWalks(first: BrowserWalkReport, second: BrowserWalkReport): BrowserWalkReport {
  const seen = new Set([...first.seen, ...second.seen]);
  return {
    flow: first.flow,
    variant: `${first.variant} + ${second.variant}`,
    walkedAt: first.walkedAt > second.walkedAt ? first.walkedAt : second.walkedAt,
    steps: [...first.steps, ...second.steps],
    seen: first.stateNodes.filter((id) => seen.has(id)),
    stateNodes: first.stateNodes,
  };
}

/** The last walks of each flow, by flow id (its variants' walks as one); none when no walk ran here. */
export function readBrowserWalks(folder = browserWalksFolder): Map<string, BrowserWalkReport> {
  const reports = new Map<string, BrowserWalkReport>();
  let names: string[];
  try {
    names = readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    return reports;
  }
  for (const name of names) {
    const report = JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as BrowserWalkReport;
    const earlier = reports.get(report.flow);
    reports.set(report.flow, earlier ? mergedWalks(earlier, report) : report);
  }
  return reports;
}

/** "3/12 25%": the share of the flow's state nodes the walk saw. */
export function browserShare(report: BrowserWalkReport | undefined): string {
  if (!report) return 'not walked';
  const { seen, stateNodes } = report;
  const share = stateNodes.length === 0 ? 1 : seen.length / stateNodes.length;
  return `${seen.length}/${stateNodes.length} ${Math.floor(share * 100)}%`;
}
