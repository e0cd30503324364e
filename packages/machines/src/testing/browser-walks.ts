// What the browser walks (e2e/flows.spec.ts) last saw on this machine, one file per walk in
// `.qa/browser-walks/` at the repository's root: `pnpm qa:paths` reports it beside the
// headless coverage, the walks of one flow (each meeting the world in another shape) joined.
// The e2e spec writes it; nothing here runs a browser.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

export interface BrowserWalkReport {
  flow: string;
  /** The walk's name, when the flow has several walks. */
  walk?: string;
  variant: string;
  /** ISO time of the walk. */
  walkedAt: string;
  /** The walk's steps in the user's words. */
  steps: string[];
  /** The state nodes the walk saw on screen, and all the flow's state nodes. */
  seen: string[];
  stateNodes: string[];
  /** Which walk saw each state node first (joined reports only). */
  seenBy?: Record<string, string>;
}

/** The folder the reports live in (the repository's `.qa/browser-walks`). */
export const browserWalksFolder = new URL('../../../../.qa/browser-walks/', import.meta.url);

export function writeBrowserWalk(report: BrowserWalkReport, folder = browserWalksFolder): void {
  mkdirSync(folder, { recursive: true });
  const name = report.walk ? `${report.flow}~${report.walk}` : report.flow;
  writeFileSync(new URL(`${name}.json`, folder), `${JSON.stringify(report, null, 2)}\n`);
}

/**
 * The last walks of each flow, by flow id, joined: the states any of them saw, each with the
 * walk that saw it; none when no walk ran here.
 */
export function readBrowserWalks(folder = browserWalksFolder): Map<string, BrowserWalkReport> {
  const reports = new Map<string, BrowserWalkReport>();
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    return reports;
  }
  for (const name of names.sort()) {
    const report = JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as BrowserWalkReport;
    const joined = reports.get(report.flow);
    reports.set(report.flow, joined ? join(joined, report) : report);
  }
  return reports;
}

const walkName = (report: BrowserWalkReport) => report.walk ?? report.variant;

function join(a: BrowserWalkReport, b: BrowserWalkReport): BrowserWalkReport {
  const seenBy: Record<string, string> = { ...(a.seenBy ?? byWalk(a)) };
  for (const id of b.seen) seenBy[id] ??= walkName(b);
  const seen = new Set([...a.seen, ...b.seen]);
  return {
    flow: a.flow,
    variant: [a.variant, b.variant].filter((v, i, all) => all.indexOf(v) === i).join('; '),
    walkedAt: a.walkedAt > b.walkedAt ? a.walkedAt : b.walkedAt,
    steps: [...labelled(a), ...labelled(b)],
    seen: a.stateNodes.filter((id) => seen.has(id)),
    stateNodes: a.stateNodes,
    seenBy,
  };
}

const byWalk = (report: BrowserWalkReport) =>
  Object.fromEntries(report.seen.map((id) => [id, walkName(report)]));

/** A report's steps, each with its walk's name once reports are joined. */
const labelled = (report: BrowserWalkReport) =>
  report.seenBy ? report.steps : report.steps.map((step) => `[${walkName(report)}] ${step}`);

/** "3/12 25%": the share of the flow's state nodes the walk saw. */
export function browserShare(report: BrowserWalkReport | undefined): string {
  if (!report) return 'not walked';
  const { seen, stateNodes } = report;
  const share = stateNodes.length === 0 ? 1 : seen.length / stateNodes.length;
  return `${seen.length}/${stateNodes.length} ${Math.floor(share * 100)}%`;
}
