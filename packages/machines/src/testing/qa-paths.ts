// `pnpm qa:paths [flow…] [--summary]`: every flow's states, events, shortest paths and simple
// journeys as numbered steps in the user's words, and the share of the machine's state nodes
// and transitions its model-based tests reach, and the state nodes the browser walk saw on screen
// (the last `e2e/flows.spec.ts` run here). Exits non-zero when a design-card flow's model
// reaches less than all of them (a flow not built yet is reported, not failed).
import type { EventObject } from 'xstate';
import { browserShare, readBrowserWalks } from './browser-walks';
import type { FlowModel } from './flow-model';
import {
  coverageOf,
  eventWords,
  exploreFlow,
  type ExploredFlow,
  type FlowPath,
  machineOutline,
  shortestPaths,
  simplePaths,
  stateWords,
} from './flow-paths';
import { existsSync } from 'node:fs';
import { flows, type FlowEntry } from './flows';

/** Is the flow's machine in the package (its folder and machine file)? */
const isBuilt = (entry: FlowEntry) =>
  existsSync(new URL(`../${entry.id}/${entry.id}.machine.ts`, import.meta.url));

const shownJourneys = 10;

interface Row {
  entry: FlowEntry;
  flow: ExploredFlow | null;
  /** A machine without a model: how many state nodes and transitions it has. */
  outline?: { states: number; transitions: number };
  shortest: number;
  simple: string;
}

async function main(argv: readonly string[]): Promise<number> {
  const summaryOnly = argv.includes('--summary');
  const wanted = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = wanted.filter((id) => !flows.some((entry) => entry.id === id));
  if (unknown.length > 0) {
    console.error(
      `No flow named ${unknown.join(', ')}. Flows: ${flows.map((f) => f.id).join(', ')}`,
    );
    return 2;
  }
  const chosen = wanted.length === 0 ? flows : flows.filter((entry) => wanted.includes(entry.id));
  const rows: Row[] = [];
  for (const entry of chosen) {
    if (!entry.model) {
      const machine = await entry.machine?.();
      const outline = machine ? machineOutline(machine) : null;
      rows.push({
        entry,
        flow: null,
        shortest: 0,
        simple: '',
        ...(outline
          ? {
              outline: {
                states: outline.stateNodes.length,
                transitions: outline.transitions.length,
              },
            }
          : {}),
      });
      if (summaryOnly) continue;
      print(`\n━━ ${entry.title} [${entry.id}]: ${absentWords(entry)}`);
      if (outline) printOutline(outline);
      continue;
    }
    const model = await entry.model();
    const flow = exploreFlow(model);
    const shortest = shortestPaths(flow);
    const simple = simplePaths(flow, model);
    rows.push({
      entry,
      flow,
      shortest: shortest.length,
      simple: `${simple.paths.length}${simple.complete ? '' : '+'}`,
    });
    if (!summaryOnly) printFlow(entry, model, flow, shortest, simple);
  }
  return printSummary(rows, readBrowserWalks());
}

function printFlow(
  entry: FlowEntry,
  model: FlowModel,
  flow: ExploredFlow,
  shortest: FlowPath[],
  simple: { paths: FlowPath[]; complete: boolean },
) {
  print(`\n━━ ${entry.title} [${entry.id}]${entry.designCard ? ' · design card' : ''}`);
  print(`Started as: ${model.variants.map((variant) => variant.name).join('; ')}`);
  print(`\nStates (${flow.stateNodes.length}):`);
  for (const node of flow.stateNodes) {
    print(
      `  ${node.visited ? '✓' : '✗'} ${node.id}${node.description ? ` — ${node.description}` : ''}`,
    );
  }
  print(`\nEvents (${eventTypes(flow).length}): ${eventTypes(flow).join(', ')}`);
  const taken = flow.transitions.filter((entry) => entry.taken).length;
  print(`\nTransitions (${taken} of ${flow.transitions.length} taken):`);
  for (const transition of flow.transitions) {
    const mark = transition.taken ? '✓' : transition.untakeable ? '–' : '✗';
    const why = transition.untakeable ? ` (not in the model: ${transition.untakeable})` : '';
    print(`  ${mark} ${transition.key}${why}`);
  }
  print(`\nShortest paths, one to each state the user sees (${shortest.length}):`);
  shortest.forEach((path, index) => printPath(`${index + 1}.`, path));
  const more = simple.complete ? '' : ' or more';
  print(
    `\nSimple journeys, start to end, no state twice (${simple.paths.length}${more}; the first ${Math.min(shownJourneys, simple.paths.length)} shown):`,
  );
  simple.paths.slice(0, shownJourneys).forEach((path, index) => printPath(`${index + 1}.`, path));
  const walked = readBrowserWalks().get(entry.id);
  if (!walked) {
    print('\nIn the browser: not walked here (npx playwright test e2e/flows.spec.ts).');
    return;
  }
  print(
    `\nIn the browser (${walked.variant}, ${walked.walkedAt}): ${browserShare(walked)} of the state nodes seen`,
  );
  walked.steps.forEach((step, index) => {
    print(`  ${index + 1}. ${step}`);
  });
  print('\nState nodes on screen, and the walk that saw each:');
  for (const id of walked.stateNodes) {
    const by = walked.seenBy?.[id] ?? (walked.seen.includes(id) ? walked.variant : null);
    print(`  ${by ? '✓' : '✗'} ${id}${by ? ` — ${by}` : ' — no walk saw it'}`);
  }
}

/** A machine without a model: its states and transitions, no paths (nothing walks them here). */
function printOutline(outline: ReturnType<typeof machineOutline>) {
  print(`\nStates (${outline.stateNodes.length}):`);
  for (const node of outline.stateNodes) {
    print(`  · ${node.id}${node.description ? ` — ${node.description}` : ''}`);
  }
  print(`\nTransitions (${outline.transitions.length}):`);
  for (const key of outline.transitions) print(`  · ${key}`);
}

function printPath(label: string, path: FlowPath) {
  const end = stateWords(path.steps.at(-1)?.state).name;
  print(`  ${label} ${path.description || `to ${end}`} (${path.variant})`);
  path.steps.forEach((step, index) => {
    const words = stateWords(step.state);
    const what = index === 0 ? 'Start' : eventWords(step.event);
    const description = words.descriptions.length > 0 ? ` — ${words.descriptions.join(' / ')}` : '';
    print(`     ${index + 1}. ${what} → ${words.name}${description}`);
  });
}

function eventTypes(flow: ExploredFlow): string[] {
  const types = new Set<string>();
  for (const { graph } of flow.variants) {
    for (const edge of graph.edges) types.add(typeWords(edge.event));
  }
  return [...types].sort();
}

function typeWords(event: EventObject): string {
  return /^xstate\.(done|error|after)\./.test(event.type)
    ? eventWords(event).replace(/ \(.*\)$/, '')
    : event.type;
}

function printSummary(rows: Row[], walks: ReturnType<typeof readBrowserWalks>): number {
  const header = ['Flow'.padEnd(42), 'States'.padEnd(10), 'Transitions'.padEnd(12)];
  const columns = ['Model (states/edges/paths)'.padEnd(26), 'Shortest', 'Simple'.padEnd(6)];
  print(`\n${[...header, ...columns, 'Browser'.padEnd(14)].join('  ')}`);
  let failing = 0;
  for (const { entry, flow, outline, shortest, simple } of rows) {
    const name = `${entry.title}${entry.designCard ? ' *' : ''}`.padEnd(42);
    if (!flow) {
      const failingHere = entry.designCard && isBuilt(entry);
      if (failingHere) failing += 1;
      const counts = outline
        ? `${outline.states} states, ${outline.transitions} transitions; `
        : '';
      print(`${name}  ${counts}${absentWords(entry)}${failingHere ? '  ✗ no model' : ''}`);
      continue;
    }
    const share = coverageOf(flow);
    const visited = flow.stateNodes.filter((node) => node.visited).length;
    const taken = flow.transitions.filter((t) => t.taken || t.untakeable).length;
    const full = share.states === 1 && share.transitions === 1;
    if (entry.designCard && !full) failing += 1;
    print(
      [
        name,
        `${visited}/${flow.stateNodes.length} ${percent(share.states)}`.padEnd(10),
        `${taken}/${flow.transitions.length} ${percent(share.transitions)}`.padEnd(12),
        `${flow.modelStates}/${flow.modelEdges}/${flow.walkedPaths}`.padEnd(26),
        String(shortest).padEnd(8),
        simple.padEnd(6),
        browserShare(walks.get(entry.id)).padEnd(14),
        full ? '' : entry.designCard ? '  ✗ below 100%' : '  (below 100%)',
      ].join('  '),
    );
  }
  print('* a design-card flow: its model-based tests must reach every state node and transition.');
  print(
    'Browser: the state nodes the last walk of e2e/flows.spec.ts on this machine saw on screen.',
  );
  if (failing > 0) {
    console.error(`✗ ${failing} design-card flow(s) below 100% coverage.`);
    return 1;
  }
  return 0;
}

const absentWords = (entry: FlowEntry) =>
  isBuilt(entry) ? 'built, no model in flows.ts yet' : 'not built yet';

const percent = (share: number) => `${Math.floor(share * 100)}%`;
const print = (line: string) => {
  console.log(line);
};

process.exitCode = await main(process.argv.slice(2));
