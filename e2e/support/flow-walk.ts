// The browser walk of a flow's model: the same path definitions as the headless walk
// (packages/machines/src/testing/flows.ts), played on the real screens against the real
// server. A walk says how a user does each event (`act`), how each state shows (`see`), and
// which answers the real server gives on this walk. A touring walk goes, from where it is, the
// shortest way to the nearest state node not seen yet, until none is left, and to the goal last
// (the goal changes the world: a report sent, terms accepted); any other walk takes the
// shortest path to the goal. Axe and the live-region check run on every state the walk sees.
//
// A state where a call is on its way ("busy") shows only while the call is: the walk holds
// that request in the browser until it has checked the screen, then lets it through (or, for a
// call the walk `drops`, cuts the connection, which is how the app meets a network failure).
// A machine that invokes no call but hears the page's own reads (react-query's answers, sent
// as events) names those reads (`reads`): the walk holds and cuts them the same way.
import { expect, type Page, type Route, test } from '@playwright/test';
/** An event of a flow's model (xstate's shape, without xstate at the root). */
export interface EventObject {
  type: string;
}
import type { FlowModel, FlowSnapshot } from '../../packages/machines/src/testing/flow-model';
import {
  eventWords,
  exploreFlow,
  type FlowStep,
  stateWords,
} from '../../packages/machines/src/testing/flow-paths';
import { flows } from '../../packages/machines/src/testing/flows';
import { type InvokedCall, isSynthetic } from '../../packages/machines/src/testing/model-paths';

/** A read the page makes itself and sends its machine the answer of, as one event. */
export interface WalkRead extends InvokedCall {
  /**
   * The event is the read's failure: the walk cuts the connection, and every try after it
   * until it starts over (the app's reads retry a network failure before they give up).
   */
  fails?: boolean;
}
import { expectNoAxeViolations } from './axe';

export interface BrowserWalk {
  /** The flow's id in flows.ts. */
  flow: string;
  /**
   * The walk's name when a flow has several (each meets the world in another shape: another
   * user, another seed); its report is kept beside the others' and `qa:paths` joins them.
   */
  name?: string;
  /** The model's variant the real user matches (their gates, their methods). */
  variant: string;
  /** Where the walk ends: it goes there last, having seen every other state it can reach. */
  goal: (state: FlowSnapshot) => boolean;
  /**
   * The call outcomes the real server gives on this walk (its seed, its user), and the ends of
   * child flows it takes (the user's doing in the child's screens: an `act` for their type).
   */
  server: (event: EventObject) => boolean;
  /**
   * Calls the walk may fail by cutting the connection while the call is held: their plain
   * failures (`failed(id)` in the model, no status from the server) become steps it can take.
   */
  drops?: readonly string[];
  /**
   * The page's reads the machine hears as events (its `accounts.loaded`), by event type, for a
   * machine whose calls are the page's rather than its own: from a busy state the walk holds
   * the read until it has seen that state, then lets it through (`server` says which of the
   * model's answers the real server gives) or cuts it for a failure the walk `drops`. From a
   * settled state such an event is the walk's only if it has an `act` for it (a reload).
   */
  reads?: Readonly<Record<string, WalkRead>>;
  /**
   * State nodes the machine does not tag busy whose call the walk holds all the same, to see
   * them while the call is on its way (a choice kept with the draft: the form stays open
   * meanwhile, so nothing on screen says busy, and the walk's `see` says what shows).
   */
  heldStates?: readonly string[];
  /**
   * Tour the model (every state it can reach, holding calls to see busy states, then the goal).
   * Without it the walk takes the shortest path to the goal and skips busy states: a walk is
   * moved to the tour once its screens say how each state it reaches shows.
   */
  tour?: boolean;
  /**
   * Calls the page answers from what it has already read (react-query's cache): no request
   * goes out to hold, so their busy states pass unseen.
   */
  unheld?: readonly string[];
  /**
   * A busy state is left only by its call's answer, never by the user (the model's "leave the
   * step" while a call runs): the held call, let through meanwhile, would race the click (a
   * code verified signs in before "Use another method" lands).
   */
  answersOnlyWhileBusy?: boolean;
  /**
   * Timers (their `xstate.after.…` event types) that run out while a state is checked (a
   * search's debounce): the walk never stops in a state one of them leaves, it goes on with it.
   */
  shortTimers?: readonly string[];
  /** Opens the flow: signs in, goes to the page. A walk that must start over calls it again. */
  start: (page: Page) => Promise<void>;
  /** What the user does for each event the walk may take, by event type. */
  act: Record<string, (page: Page, event: EventObject) => Promise<void>>;
  /**
   * How each state shows, by state node id (the deepest one the walk passes that has one). A
   * busy state without one shows that something loads (a spinner, a busy button).
   */
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

interface Graph {
  initial: string;
  states: Map<string, FlowSnapshot>;
  outgoing: Map<string, Edge[]>;
}

const callIdOf = (event: EventObject) =>
  /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)?.[2];

/** A plain failure (no answer from the server): what a cut connection gives. */
function isDrop(event: EventObject): boolean {
  if (!event.type.startsWith('xstate.error.actor.')) return false;
  const { error } = event as EventObject & { error?: unknown };
  return error instanceof Error && !('status' in error);
}

async function modelOf(walk: BrowserWalk): Promise<FlowModel> {
  const entry = flows.find((candidate) => candidate.id === walk.flow);
  const model = await entry?.model?.();
  if (!model) throw new Error(`The flow ${walk.flow} has no model`);
  return model;
}

/** The model's graph for the walk's variant, with only the events the walk can do or is given. */
function walkGraph(walk: BrowserWalk, model: FlowModel): Graph {
  const explored = exploreFlow(model);
  const variant = explored.variants.find((candidate) => candidate.variant.name === walk.variant);
  if (!variant) throw new Error(`The ${walk.flow} model has no variant "${walk.variant}"`);
  const { graph } = variant;
  const drops = new Set(walk.drops ?? []);
  const states = graph.states as Map<string, FlowSnapshot>;
  // A read's answer comes while its busy state waits for it (held there), or by the walk's act.
  const readable = (event: EventObject, from: string) => {
    const read = walk.reads?.[event.type];
    if (!read) return false;
    if (!states.get(from)?.hasTag('busy')) return event.type in walk.act && walk.server(event);
    return read.fails === true ? drops.has(event.type) : walk.server(event);
  };
  const usable = (event: EventObject, from: string) =>
    walk.answersOnlyWhileBusy === true &&
    states.get(from)?.hasTag('busy') === true &&
    !isSynthetic(event)
      ? false
      : isSynthetic(event)
        ? walk.server(event) || (isDrop(event) && drops.has(callIdOf(event) ?? ''))
        : event.type in (walk.reads ?? {})
          ? readable(event, from)
          : event.type in walk.act;
  const outgoing = new Map<string, Edge[]>();
  for (const edge of graph.edges) {
    if (usable(edge.event, edge.from)) {
      outgoing.set(edge.from, [...(outgoing.get(edge.from) ?? []), edge]);
    }
  }
  return { initial: graph.initial, states, outgoing };
}

/** The shortest way from `from` to a state `wanted` accepts, never through one `avoid` names. */
function shortestWay(
  graph: Graph,
  from: string,
  wanted: (key: string) => boolean,
  avoid: (key: string) => boolean = () => false,
): Edge[] | null {
  const cameFrom = new Map<string, Edge | null>([[from, null]]);
  const queue = [from];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (key !== from && wanted(key)) {
      const way: Edge[] = [];
      for (let edge = cameFrom.get(key); edge; edge = cameFrom.get(edge.from)) way.unshift(edge);
      return way;
    }
    for (const edge of graph.outgoing.get(key) ?? []) {
      if (cameFrom.has(edge.to) || avoid(edge.to)) continue;
      cameFrom.set(edge.to, edge);
      queue.push(edge.to);
    }
  }
  return null;
}

/**
 * The model's shortest path to the goal made only of events the walk can do or the server
 * gives (the walk itself tours more than this path: see `walkInBrowser`).
 */
export async function browserPath(walk: BrowserWalk): Promise<FlowStep[]> {
  const graph = walkGraph(walk, await modelOf(walk));
  const goal = (key: string) => {
    const state = graph.states.get(key);
    return state !== undefined && walk.goal(state);
  };
  const way = goal(graph.initial) ? [] : shortestWay(graph, graph.initial, goal);
  if (!way) {
    throw new Error(`The ${walk.flow} model has no path to the walk's goal from "${walk.variant}"`);
  }
  return toSteps(graph, graph.initial, way);
}

function toSteps(graph: Graph, from: string, way: Edge[]): FlowStep[] {
  const first = graph.states.get(from);
  if (!first) throw new Error(`No state ${from}`);
  return [
    { event: { type: 'xstate.init' }, state: first },
    ...way.map((edge) => {
      const state = graph.states.get(edge.to);
      if (!state) throw new Error(`No state ${edge.to}`);
      return { event: edge.event, state };
    }),
  ];
}

/** The page's calls the walk holds: one armed call at a time is kept until the walk lets it go. */
class Holds {
  private readonly armed = new Set<string>();
  private readonly held = new Map<string, Route>();
  private readonly waiting = new Map<string, () => void>();
  /** Reads whose every try is cut until the walk starts over. */
  private readonly cutting = new Set<string>();

  constructor(private readonly calls: Readonly<Record<string, InvokedCall>>) {}

  async install(page: Page): Promise<void> {
    await page.route('**/api/**', async (route) => {
      const id = this.callOf(route.request().method(), new URL(route.request().url()).pathname);
      if (id !== undefined && this.cutting.has(id)) {
        await route.abort('connectionfailed');
        return;
      }
      if (id === undefined || !this.armed.has(id)) {
        await route.fallback();
        return;
      }
      this.armed.delete(id);
      this.held.set(id, route);
      this.waiting.get(id)?.();
    });
  }

  private callOf(method: string, pathname: string): string | undefined {
    // Two calls of one endpoint (a code sent, a code sent again): the armed one is meant.
    const matching = Object.entries(this.calls)
      .filter(
        ([, call]) =>
          call.method.toUpperCase() === method &&
          new RegExp(`/api${call.path.replace(/:[^/]+/g, '[^/]+')}$`).test(pathname),
      )
      .map(([id]) => id);
    return (
      matching.find((id) => this.armed.has(id)) ??
      matching.find((id) => this.cutting.has(id)) ??
      matching[0]
    );
  }

  has(id: string): boolean {
    return id in this.calls;
  }

  arm(id: string): void {
    this.armed.add(id);
  }

  /** Waits for the armed call to reach the browser's network layer. */
  async caught(id: string): Promise<void> {
    if (this.held.has(id)) return;
    const call = this.calls[id];
    await Promise.race([
      new Promise<void>((resolve) => this.waiting.set(id, resolve)),
      new Promise<never>((_, reject) =>
        setTimeout(() => {
          reject(
            new Error(`The page never called ${id} (${call?.method} ${call?.path}) to hold it`),
          );
        }, 20_000),
      ),
    ]);
    this.waiting.delete(id);
  }

  /** Lets the held call through, or cuts its connection (and, `until start`, its retries). */
  async release(id: string, drop: boolean | 'until start'): Promise<void> {
    const route = this.held.get(id);
    this.held.delete(id);
    if (!route) throw new Error(`The walk holds no ${id}`);
    if (drop === 'until start') this.cutting.add(id);
    await (drop === false ? route.fallback() : route.abort('connectionfailed'));
  }

  /** The walk starts over: the connections it cut work again. */
  restart(): void {
    this.cutting.clear();
  }
}

const loading = '[role="progressbar"], [data-loading], [data-busy], [aria-busy="true"]';

/**
 * Tours the model on the page: each user event acted, each call held while its busy state is
 * checked, each state seen and checked by axe. Starts over (`start`) when the nearest unseen
 * state is reached only from the beginning; goes to the goal once nothing else is left.
 */
export async function walkInBrowser(page: Page, walk: BrowserWalk): Promise<WalkedFlow> {
  const model = await modelOf(walk);
  const explored = exploreFlow(model);
  const graph = walkGraph(walk, model);
  const holds = new Holds({ ...model.calls, ...walk.reads });
  await holds.install(page);
  const seen = new Set<string>();
  const steps: string[] = [];
  const stateOf = (key: string) => {
    const state = graph.states.get(key);
    if (!state) throw new Error(`No state ${key}`);
    return state;
  };
  const isGoal = (key: string) => walk.goal(stateOf(key));
  const unseen = (key: string) => nodeIdsOf(stateOf(key)).some((id) => !seen.has(id));
  const isBusy = (key: string) =>
    stateOf(key).hasTag('busy') ||
    nodeIdsOf(stateOf(key)).some((id) => (walk.heldStates ?? []).includes(id));
  const readOf = (event: EventObject) =>
    walk.reads && event.type in walk.reads ? event.type : undefined;
  /** How a held call ends on this edge: let through, cut, or cut with every retry. */
  const dropOf = (event: EventObject) =>
    walk.reads?.[event.type]?.fails === true ? ('until start' as const) : isDrop(event);
  /** The call whose answer leaves a busy state on this way, if the walk can hold it. */
  const heldCall = (key: string, next: Edge | undefined) => {
    if (walk.tour !== true) return undefined;
    const id = next && isBusy(key) ? (callIdOf(next.event) ?? readOf(next.event)) : undefined;
    return id !== undefined &&
      holds.has(id) &&
      !model.children.includes(id) &&
      !(walk.unheld ?? []).includes(id)
      ? id
      : undefined;
  };

  /** Walks `way` from `from` (the page is in `from`, or about to start there). */
  const walkWay = async (from: string, way: Edge[], starting: boolean) => {
    const keys = [from, ...way.map((edge) => edge.to)];
    const armAfter = (index: number) => {
      const id = heldCall(keys[index] ?? '', way[index]);
      if (id) holds.arm(id);
    };
    if (starting) {
      holds.restart();
      armAfter(0);
      await walk.start(page);
      await see(keys[0] ?? '', { type: 'xstate.init' }, way[0], true);
    }
    for (const [index, edge] of way.entries()) {
      armAfter(index + 1);
      // A timer leads on by itself (a search's debounce), maybe while this state is checked:
      // the call it starts is held from now.
      if (way[index + 1]?.event.type.startsWith('xstate.after.')) armAfter(index + 2);
      const held = heldCall(keys[index] ?? '', edge);
      if (held) await holds.release(held, dropOf(edge.event));
      else if (!isSynthetic(edge.event) || edge.event.type in walk.act) {
        const act = walk.act[edge.event.type];
        if (!act) throw new Error(`The walk cannot do ${edge.event.type}`);
        await act(page, edge.event);
      }
      await see(edge.to, edge.event, way[index + 1], false);
    }
  };

  const see = async (key: string, event: EventObject, next: Edge | undefined, first: boolean) => {
    const state = stateOf(key);
    const words = stateWords(state);
    steps.push(`${first ? 'Start' : eventWords(event)} → ${words.name}`);
    const held = heldCall(key, next);
    const seeing = nodeIdsOf(state)
      .reverse()
      .find((id) => id in walk.see);
    if (isBusy(key)) {
      // A state the server leaves at once is seen only while the walk holds its call.
      if (!held) return;
      await holds.caught(held);
    } else if (!seeing) return;
    // Each state checked is an axe run (seconds on a shared machine): the test's time grows
    // with the states a walk shows rather than one limit for a walk of any length.
    test.info().setTimeout(test.info().timeout + 15_000);
    await test.step(`${walk.flow}: ${words.name}`, async () => {
      if (seeing) await walk.see[seeing]?.(page);
      else await expect(page.locator(loading).first()).toBeVisible();
      await expectNoAxeViolations(
        page,
        `${walk.flow}: ${words.name}`,
        isBusy(key) ? { whileLoading: 'the walk holds the call to show its busy state' } : {},
      );
    });
    for (const id of nodeIdsOf(state)) seen.add(id);
  };

  // Every state the walk has been in: it is not gone to again (one without a check of its
  // own stays unseen, and the tour must end).
  const reached = new Set<string>();
  // A call whose every answer on this walk reaches the goal (an invitation sent) is seen on
  // the way to the goal, last: seen earlier, the walk would have to start over in a world it
  // changed (the address now invited).
  const leadsOnlyToGoal = (key: string) =>
    isBusy(key) &&
    shortestWay(graph, key, (next) => !isBusy(next) && !isGoal(next), isGoal) === null;
  const wanted = (key: string) =>
    unseen(key) && !isGoal(key) && !reached.has(key) && !leadsOnlyToGoal(key);
  // A busy state is no place to stop, nor one a short timer leaves: the way goes on to where
  // its call (or the timer) leads.
  const leadsOn = (key: string) =>
    isBusy(key) ||
    (graph.outgoing.get(key) ?? []).some((edge) =>
      (walk.shortTimers ?? []).includes(edge.event.type),
    );
  // Short of the goal when it can: the goal changes the world, so it comes last.
  const onward = (from: string, way: Edge[]) => {
    const end = way.at(-1)?.to ?? from;
    if (!leadsOn(end)) return way;
    const settled = (key: string) => !leadsOn(key);
    const rest =
      shortestWay(graph, end, (key) => settled(key) && !isGoal(key), isGoal) ??
      shortestWay(graph, end, settled) ??
      [];
    return [...way, ...rest];
  };
  // Where the walk is (nothing yet: it has not started).
  const where: { at: string | null } = { at: null };
  const go = async (from: string, way: Edge[], starting: boolean) => {
    const whole = onward(from, way);
    reached.add(from);
    for (const edge of whole) reached.add(edge.to);
    await walkWay(from, whole, starting);
    where.at = whole.at(-1)?.to ?? from;
  };
  while (walk.tour === true) {
    const { at } = where;
    const here = at === null ? null : shortestWay(graph, at, wanted, isGoal);
    if (at !== null && here) {
      await go(at, here, false);
      continue;
    }
    // Nothing new from here: start over when that shows something new.
    const initial = graph.initial;
    const fresh = wanted(initial) ? [] : shortestWay(graph, initial, wanted, isGoal);
    if (fresh === null) break;
    await go(initial, fresh, true);
  }
  // The goal last, from where the walk is, or from the start.
  const from = where.at;
  const toGoal = from === null ? null : isGoal(from) ? [] : shortestWay(graph, from, isGoal);
  if (from !== null && toGoal) await go(from, toGoal, false);
  else {
    const fromStart = isGoal(graph.initial) ? [] : shortestWay(graph, graph.initial, isGoal);
    if (!fromStart) {
      throw new Error(
        `The ${walk.flow} model has no path to the walk's goal from "${walk.variant}"`,
      );
    }
    await go(graph.initial, fromStart, true);
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
