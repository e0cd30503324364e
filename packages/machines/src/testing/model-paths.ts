// Model-based testing for machines that invoke promise actors. The graph is traversed with
// synthetic `xstate.done.actor.*` / `xstate.error.actor.*` events; walking a path then runs the
// REAL machine with the REAL client, and makes msw answer each invoked call the way the path
// says (success with the event's output, or failure), so every path is proven end to end.
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import { type AnyActorRef, type AnyStateMachine, type EventObject, waitFor } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import type { ModelChildFinished } from './model-child';

export interface ModelPath<TSnapshot, TEvent> {
  description: string;
  steps: { event: TEvent; state: TSnapshot }[];
}

export interface Coverage {
  states: number;
  transitions: number;
  stateNodes: string[];
  unvisitedStateNodes: string[];
  /** History and choice nodes: never where a snapshot rests, so never visited. */
  passThroughStateNodes: string[];
  /** Every transition the machine defines (`transitionKey`), and those the paths take. */
  transitionDefinitions: string[];
  takenTransitionDefinitions: string[];
}

/** What the model reads of a snapshot; xstate's own snapshot types are too wide to walk. */
export interface ModelSnapshot {
  status: string;
  value: unknown;
  context: unknown;
}

interface ModelOptions<TSnapshot extends ModelSnapshot> {
  /**
   * The events to try, or the events to try in a given state (a machine whose child actors
   * run side by side can offer only their outcomes while they run, so every path walks).
   */
  events: readonly EventObject[] | ((snapshot: TSnapshot) => readonly EventObject[]);
  input: unknown;
  serializeState: (snapshot: TSnapshot) => string;
}

/** The model's graph: its states by key, the edges that change state, the shortest ways in. */
export interface ModelGraph<TSnapshot> {
  initial: string;
  states: Map<string, TSnapshot>;
  edges: { from: string; event: EventObject; to: string }[];
  shortest: Map<string, Edge<TSnapshot>[]>;
}

export interface Edge<TSnapshot> {
  event: EventObject;
  state: TSnapshot;
}

type Adjacency<TSnapshot> = Record<
  string,
  { state: TSnapshot; transitions: Record<string, Edge<TSnapshot>> }
>;

const syntheticPrefix = /^xstate\.(done|error)\.actor\.(.+)$/;

export function isSynthetic(event: EventObject): boolean {
  return syntheticPrefix.test(event.type);
}

/** Is this the end of one of the machine's child flows (`FlowModel.children`)? */
export function isChildOutcome(event: EventObject, children: readonly string[]): boolean {
  const id = syntheticPrefix.exec(event.type)?.[2];
  return id !== undefined && children.includes(id);
}

/**
 * Sends a path's step to a live actor: a user's event to the actor itself, a child flow's end
 * to the child's stand-in (`modelChild`), which then ends with the output the step carries.
 */
export function sendStep(actor: AnyActorRef, event: EventObject, children: readonly string[]) {
  if (!isChildOutcome(event, children)) {
    actor.send(event);
    return;
  }
  const id = syntheticPrefix.exec(event.type)?.[2] ?? '';
  const running = (actor.getSnapshot() as { children: Record<string, AnyActorRef | undefined> })
    .children[id];
  if (!running) throw new Error(`The child flow "${id}" is not running`);
  const finished: ModelChildFinished = {
    type: 'model.finished',
    output: (event as EventObject & { output?: unknown }).output,
  };
  running.send(finished);
}

/** One path per transition of the model: the shortest way to its source state, then the edge. */
export function transitionPaths<TSnapshot extends ModelSnapshot>(
  machine: AnyStateMachine,
  options: ModelOptions<TSnapshot>,
): {
  paths: ModelPath<TSnapshot, EventObject>[];
  coverage: Coverage;
  graph: ModelGraph<TSnapshot>;
} {
  const { events } = options;
  const traversal = {
    events:
      typeof events === 'function'
        ? (snapshot: unknown) => [...events(snapshot as TSnapshot)]
        : events,
    input: options.input,
    serializeState: (snapshot: unknown) => options.serializeState(snapshot as TSnapshot),
    serializeEvent: (event: EventObject) => JSON.stringify(event),
  };
  const recording = recordingTransitions(machine, (snapshot, event) =>
    edgeKey(traversal.serializeState(snapshot), traversal.serializeEvent(event)),
  );
  const adjacency = getAdjacencyMap(recording.logic, traversal) as unknown as Adjacency<TSnapshot>;
  const shortest = new Map<string, Edge<TSnapshot>[]>();
  const taken = new Set<string>(recording.initial);
  for (const path of getShortestPaths(machine, traversal) as unknown as {
    state: TSnapshot;
    steps: Edge<TSnapshot>[];
  }[]) {
    shortest.set(options.serializeState(path.state), path.steps);
  }

  const paths: ModelPath<TSnapshot, EventObject>[] = [];
  const visitedNodes = new Set<string>();
  let transitions = 0;
  for (const [key, value] of Object.entries(adjacency)) {
    // A finished actor takes no more events, though a pure transition would still compute one.
    if (value.state.status === 'done') continue;
    const prefix = shortest.get(key) ?? [];
    for (const [eventKey, edge] of Object.entries(value.transitions)) {
      const next = edge.state;
      // An event no transition takes leaves the state as it was: not an edge of the model.
      if (options.serializeState(next) === key) continue;
      transitions += 1;
      for (const definition of recording.taken.get(edgeKey(key, eventKey)) ?? []) {
        taken.add(definition);
      }
      for (const node of (next as unknown as { _nodes: { id: string }[] })._nodes) {
        visitedNodes.add(node.id);
      }
      paths.push({
        description: `${key} --${edge.event.type}--> ${options.serializeState(next)}`,
        steps: [...prefix, { event: edge.event, state: next }],
      });
    }
  }
  // Starting reaches the initial state, though no transition leads back to it.
  const [initial] = Object.values(adjacency);
  for (const node of (initial?.state as unknown as { _nodes?: { id: string }[] } | undefined)
    ?._nodes ?? []) {
    visitedNodes.add(node.id);
  }
  const stateNodes = stateNodeIds(machine.root);
  const edges = Object.entries(adjacency).flatMap(([from, value]) =>
    value.state.status === 'done'
      ? []
      : Object.values(value.transitions)
          .map((edge) => ({ from, event: edge.event, to: options.serializeState(edge.state) }))
          .filter((edge) => edge.to !== from),
  );
  return {
    graph: {
      initial: Object.keys(adjacency)[0] ?? '',
      states: new Map(Object.entries(adjacency).map(([key, value]) => [key, value.state])),
      edges,
      shortest,
    },
    paths: withoutPrefixes(paths),
    coverage: {
      states: Object.keys(adjacency).length,
      transitions,
      stateNodes,
      unvisitedStateNodes: stateNodes.filter((id) => !visitedNodes.has(id)),
      passThroughStateNodes: passThroughNodeIds(machine.root),
      transitionDefinitions: recording.definitions,
      takenTransitionDefinitions: recording.definitions.filter((key) => taken.has(key)),
    },
  };
}

const edgeKey = (state: string, event: string) => `${state}\u0000${event}`;

/**
 * Names one transition the machine defines: its state node, its event, and its place among
 * the guarded alternatives for that event (`#2` for the second).
 */
export function transitionKey(nodeId: string, eventType: string, index: number): string {
  return `${nodeId} on ${eventType === '' ? '(always)' : eventType}${index > 0 ? ` #${index + 1}` : ''}`;
}

/** Every transition of every state node, keyed by `transitionKey`, in document order. */
export function transitionDefinitionsOf(machine: AnyStateMachine): Map<object, string> {
  const keys = new Map<object, string>();
  const visit = (node: StateNodeLike) => {
    for (const [eventType, list] of node.transitions) {
      list.forEach((definition, index) => {
        keys.set(definition, transitionKey(node.id, eventType, index));
      });
    }
    (node.always ?? []).forEach((definition, index) => {
      keys.set(definition as object, transitionKey(node.id, '', index));
    });
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return keys;
}

/**
 * The machine as the traversal sees it, but noting which transition definitions each step
 * takes (xstate reports them to the system's inspector as microsteps, eventless ones too).
 */
function recordingTransitions(
  machine: AnyStateMachine,
  keyOf: (snapshot: unknown, event: EventObject) => string,
) {
  const definitions = transitionDefinitionsOf(machine);
  const taken = new Map<string, Set<string>>();
  const initial = new Set<string>();
  const scoped = (scope: ActorScopeLike, into: Set<string>): ActorScopeLike => ({
    ...scope,
    system: {
      ...scope.system,
      _sendInspectionEvent: (inspection: { type: string; _transitions?: object[] }) => {
        if (inspection.type !== '@xstate.microstep') return;
        for (const definition of inspection._transitions ?? []) {
          const key = definitions.get(definition);
          if (key) into.add(key);
        }
      },
    },
  });
  const logic = Object.create(machine) as AnyStateMachine;
  const recorded = logic as unknown as {
    transition: (snapshot: unknown, event: EventObject, scope: ActorScopeLike) => unknown;
    getInitialSnapshot: (scope: ActorScopeLike, input: unknown) => unknown;
  };
  const original = machine as unknown as typeof recorded;
  recorded.transition = (snapshot, event, scope) => {
    const into = new Set<string>();
    taken.set(keyOf(snapshot, event), into);
    return original.transition(snapshot, event, scoped(scope, into));
  };
  recorded.getInitialSnapshot = (scope, input) =>
    original.getInitialSnapshot(scoped(scope, initial), input);
  return { logic, taken, initial, definitions: [...new Set(definitions.values())] };
}

interface ActorScopeLike {
  system: object;
}

export interface InvokedCall {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
}

/**
 * Walks a path on a live actor. Before a user event that starts an invoked call, msw is told
 * how that call must end (the synthetic event that follows it in the path); the actor must
 * then settle in exactly the state the model predicts.
 */
export async function walkPath<TSnapshot extends ModelSnapshot>(
  path: ModelPath<TSnapshot, EventObject>,
  options: {
    start: () => AnyActorRef;
    server: SetupServer;
    calls: Readonly<Record<string, InvokedCall>>;
    /** The child flows the machine invokes (`FlowModel.children`). */
    children?: readonly string[];
    serializeState: (snapshot: TSnapshot) => string;
  },
): Promise<void> {
  const children = options.children ?? [];
  // A machine that calls the server as it starts (and calls on from there) gets those calls
  // answered the way the path says before it starts.
  const leadingCalls = syntheticRun(path, 1, children);
  for (const step of leadingCalls) answerNextCall(options.server, options.calls, step.event);
  const actor = options.start();
  const settle = async (expected: TSnapshot, after: string) => {
    const want = options.serializeState(expected);
    await waitFor(actor, (snapshot) => options.serializeState(snapshot as TSnapshot) === want, {
      timeout: 2000,
    }).catch(() => {
      const got = options.serializeState(actor.getSnapshot() as TSnapshot);
      throw new Error(`After ${after} expected ${want} but the machine is in ${got}`);
    });
  };
  try {
    const lastLeading = leadingCalls.at(-1);
    if (lastLeading) await settle(lastLeading.state, 'start');
    for (const [index, step] of path.steps.entries()) {
      if (step.event.type === 'xstate.init') continue;
      // A call's answer was set up with the step that made it; a child flow ends when told.
      if (isSynthetic(step.event) && !isChildOutcome(step.event, children)) continue;
      // The calls this event starts, and the calls their answers start, end as the path says.
      const calls = syntheticRun(path, index + 1, children);
      for (const call of calls) answerNextCall(options.server, options.calls, call.event);
      const expected = calls.at(-1)?.state ?? step.state;
      sendStep(actor, step.event, children);
      await settle(expected, step.event.type);
    }
  } finally {
    actor.stop();
  }
}

/**
 * The synthetic (call outcome) steps that follow one another from `from` on, up to the next
 * user event or child flow's end.
 */
export function syntheticRun<TSnapshot>(
  path: ModelPath<TSnapshot, EventObject>,
  from: number,
  children: readonly string[] = [],
) {
  const run: { event: EventObject; state: TSnapshot }[] = [];
  for (const step of path.steps.slice(from)) {
    if (!isSynthetic(step.event) || isChildOutcome(step.event, children)) break;
    run.push(step);
  }
  return run;
}

function answerNextCall(
  server: SetupServer,
  calls: Readonly<Record<string, InvokedCall>>,
  event: EventObject,
) {
  server.use(callAnswer(calls, event));
}

/**
 * The one answer (msw handler, used once) that ends a call the way a synthetic event says:
 * success with the event's output, or the failure (the refusal it carries, else a 422).
 */
export function callAnswer(
  calls: Readonly<Record<string, InvokedCall>>,
  event: EventObject,
): RequestHandler {
  const [, outcome, actorId] = syntheticPrefix.exec(event.type) ?? [];
  const call = actorId ? calls[actorId] : undefined;
  if (!call) throw new Error(`No call is mapped for invoked actor "${actorId ?? event.type}"`);
  const url = `*/api${call.path}`;
  const refusal = refusalOf(event);
  const reply =
    outcome === 'done'
      ? () => HttpResponse.json((event as EventObject & { output: unknown }).output as object)
      : () =>
          HttpResponse.json(
            {
              errors: {
                msg: refusal?.msg ?? `Model failure of ${actorId ?? ''}`,
                code: refusal?.code,
              },
            },
            { status: refusal?.status ?? 422 },
          );
  return http[call.method](url, reply, { once: true });
}

/**
 * A synthetic failure may carry the refusal the server gives (an ApiError with its status and
 * code), for machines that tell refusals apart; the walk answers the call with exactly that.
 */
function refusalOf(event: EventObject): { status: number; code: string; msg: string } | null {
  const error = (event as EventObject & { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { status, code, msg } = error as { status?: unknown; code?: unknown; msg?: unknown };
  return typeof status === 'number' && typeof code === 'string'
    ? { status, code, msg: typeof msg === 'string' ? msg : code }
    : null;
}

/** Drops every path that another path starts with: walking the longer one proves both. */
function withoutPrefixes<T extends { steps: { event: EventObject }[] }>(paths: T[]): T[] {
  const signature = (path: T) => path.steps.map((step) => JSON.stringify(step.event));
  const sorted = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: { path: T; events: string[] }[] = [];
  for (const path of sorted) {
    const events = signature(path);
    const covered = kept.some((other) =>
      events.every((event, index) => other.events[index] === event),
    );
    if (!covered) kept.push({ path, events });
  }
  return kept.map((entry) => entry.path);
}

interface StateNodeLike {
  id: string;
  type: string;
  states: Record<string, StateNodeLike>;
  transitions: Map<string, readonly object[]>;
  always?: readonly unknown[];
  on: Record<string, unknown>;
  invoke: readonly unknown[];
}

function stateNodeIds(node: StateNodeLike): string[] {
  return [node.id, ...Object.values(node.states).flatMap(stateNodeIds)];
}

/**
 * The state nodes no snapshot ever rests in: a history node points to where a state was, and a
 * choice node (an atomic state with only eventless transitions) is left in the step it is
 * entered. A model that reaches every other node leaves exactly these unvisited.
 */
function passThroughNodeIds(node: StateNodeLike): string[] {
  const isChoice =
    node.type === 'atomic' &&
    (node.always?.length ?? 0) > 0 &&
    Object.keys(node.on).length === 0 &&
    node.invoke.length === 0;
  const own = node.type === 'history' || isChoice ? [node.id] : [];
  return [...own, ...Object.values(node.states).flatMap(passThroughNodeIds)];
}
