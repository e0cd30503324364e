// The browser walk of a flow's model: the same path definitions as the headless walk
// (packages/machines/src/testing/flows.ts), played on the real screens against the real
// server. A walk says how a user does each event (`act`), how each state shows (`see`), and
// which answers the real server gives on this walk; the path is the model's shortest one to
// the goal made of those. Axe runs on every state the walk sees.
import { expect, type Page, test } from '@playwright/test';
/** An event of a flow's model (xstate's shape, without xstate at the root). */
export interface EventObject {
  type: string;
}
import type { FlowSnapshot } from '../../packages/machines/src/testing/flow-model';
import {
  eventWords,
  exploreFlow,
  type FlowStep,
  stateWords,
} from '../../packages/machines/src/testing/flow-paths';
import { flows } from '../../packages/machines/src/testing/flows';
import { isSynthetic } from '../../packages/machines/src/testing/model-paths';
import { expectNoAxeViolations } from './axe';

export interface BrowserWalk {
  /** The flow's id in flows.ts. */
  flow: string;
  /** The model's variant the real user matches (their gates, their methods). */
  variant: string;
  /** Where the walk ends. */
  goal: (state: FlowSnapshot) => boolean;
  /** The call outcomes the real server gives on this walk (its seed, its user). */
  server: (event: EventObject) => boolean;
  /** Opens the flow: signs in, goes to the page. */
  start: (page: Page) => Promise<void>;
  /** What the user does for each event the walk may take, by event type. */
  act: Record<string, (page: Page, event: EventObject) => Promise<void>>;
  /** How each state shows, by state node id (the deepest one the walk passes that has one). */
  see: Record<string, (page: Page) => Promise<void>>;
}

export interface WalkedFlow {
  steps: string[];
  /** The state nodes the walk saw on screen, and all the flow's state nodes. */
  seen: string[];
  stateNodes: string[];
}

interface Edge {
  from: string;
  event: EventObject;
  to: string;
}

/** The model's shortest path to the goal made only of events the walk can do or the server gives. */
export async function browserPath(walk: BrowserWalk): Promise<FlowStep[]> {
  const entry = flows.find((candidate) => candidate.id === walk.flow);
  if (!entry?.model) throw new Error(`The flow ${walk.flow} has no model`);
  const model = await entry.model();
  const explored = exploreFlow(model);
  const variant = explored.variants.find((candidate) => candidate.variant.name === walk.variant);
  if (!variant) throw new Error(`The ${walk.flow} model has no variant "${walk.variant}"`);
  const { graph } = variant;
  const usable = (event: EventObject) =>
    isSynthetic(event) ? walk.server(event) : event.type in walk.act;
  const outgoing = new Map<string, Edge[]>();
  for (const edge of graph.edges) {
    if (usable(edge.event)) outgoing.set(edge.from, [...(outgoing.get(edge.from) ?? []), edge]);
  }
  const cameFrom = new Map<string, Edge | null>([[graph.initial, null]]);
  const queue = [graph.initial];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const state = graph.states.get(key);
    if (state && walk.goal(state as FlowSnapshot)) {
      const steps: FlowStep[] = [];
      for (let at: string = key; ;) {
        const edge = cameFrom.get(at);
        const here = graph.states.get(at);
        if (!here) break;
        steps.unshift({ event: edge?.event ?? { type: 'xstate.init' }, state: here });
        if (!edge) break;
        at = edge.from;
      }
      return steps;
    }
    for (const edge of outgoing.get(key) ?? []) {
      if (cameFrom.has(edge.to)) continue;
      cameFrom.set(edge.to, edge);
      queue.push(edge.to);
    }
  }
  throw new Error(`The ${walk.flow} model has no path to the walk's goal from "${walk.variant}"`);
}

/** Walks the path on the page: each user event acted, each state seen and checked by axe. */
export async function walkInBrowser(page: Page, walk: BrowserWalk): Promise<WalkedFlow> {
  const path = await browserPath(walk);
  const entry = flows.find((candidate) => candidate.id === walk.flow);
  const model = await entry?.model?.();
  if (!model) throw new Error(`The flow ${walk.flow} has no model`);
  const explored = exploreFlow(model);
  const seen = new Set<string>();
  const steps: string[] = [];
  await walk.start(page);
  for (const [index, step] of path.entries()) {
    if (index > 0 && !isSynthetic(step.event)) {
      const act = walk.act[step.event.type];
      if (!act) throw new Error(`The walk cannot do ${step.event.type}`);
      await act(page, step.event);
    }
    const words = stateWords(step.state);
    steps.push(`${index === 0 ? 'Start' : eventWords(step.event)} → ${words.name}`);
    const seeing = nodeIdsOf(step.state)
      .reverse()
      .find((id) => id in walk.see);
    // A state the server leaves at once (a call on its way) is not waited for.
    if (!seeing || (step.state as FlowSnapshot).hasTag('busy')) continue;
    await test.step(`${walk.flow}: ${words.name}`, async () => {
      await walk.see[seeing]?.(page);
      await expectNoAxeViolations(page, `${walk.flow}: ${words.name}`);
    });
    for (const id of nodeIdsOf(step.state)) seen.add(id);
  }
  return {
    steps,
    seen: explored.stateNodes.map((node) => node.id).filter((id) => seen.has(id)),
    stateNodes: explored.stateNodes.map((node) => node.id),
  };
}

function nodeIdsOf(state: unknown): string[] {
  return ((state as { _nodes?: { id: string }[] })._nodes ?? []).map((node) => node.id);
}

/** The walk saw these states, in the user's words when it did not. */
export function expectSeen(walked: WalkedFlow, states: readonly string[]) {
  expect(walked.seen, walked.steps.join('\n')).toEqual(expect.arrayContaining([...states]));
}
