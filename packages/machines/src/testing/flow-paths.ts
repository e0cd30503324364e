// A flow's model explored: every variant's graph, the paths the model tests walk, the shortest
// way to every state the user sees, the simple journeys from start to end, and the coverage of
// the machine's state nodes and transitions. No msw and no Node: Storybook reads it too.
import type { AnyStateMachine, EventObject } from 'xstate';
import type { FlowModel, FlowSnapshot, FlowVariant } from './flow-model';
import {
  type Coverage,
  type ModelGraph,
  type ModelPath,
  type ModelSnapshot,
  transitionDefinitionsOf,
  transitionPaths,
} from './model-paths';

export interface FlowStep {
  event: EventObject;
  state: ModelSnapshot;
}

export interface FlowPath {
  variant: string;
  description: string;
  steps: FlowStep[];
}

export interface ExploredVariant {
  variant: FlowVariant;
  /** One path per edge of the model (without those another path starts with): walked headless. */
  paths: ModelPath<ModelSnapshot, EventObject>[];
  coverage: Coverage;
  graph: ModelGraph<ModelSnapshot>;
}

export interface StateNodeCoverage {
  id: string;
  description: string | null;
  visited: boolean;
}

export interface TransitionCoverage {
  key: string;
  taken: boolean;
  /** Why the model cannot take it, when the model says so. */
  untakeable: string | null;
}

export interface ExploredFlow {
  variants: ExploredVariant[];
  /** Every state node a snapshot can rest in (history and choice nodes left out). */
  stateNodes: StateNodeCoverage[];
  transitions: TransitionCoverage[];
  /** The model's states (distinct snapshots) and edges, over every variant. */
  modelStates: number;
  modelEdges: number;
  walkedPaths: number;
}

export function exploreFlow(model: FlowModel): ExploredFlow {
  const variants = model.variants.map((variant) => {
    const { paths, coverage, graph } = transitionPaths<FlowSnapshot>(model.machine, {
      events: model.events,
      input: variant.input(),
      serializeState: model.serializeState,
    });
    return {
      variant,
      paths,
      coverage,
      graph: graph,
    };
  });
  const [first] = variants;
  if (!first) throw new Error('A flow model needs at least one variant');
  const passThrough = new Set(first.coverage.passThroughStateNodes);
  const unvisitedEverywhere = variants
    .map((entry) => new Set(entry.coverage.unvisitedStateNodes))
    .reduce((common, unvisited) => new Set([...common].filter((id) => unvisited.has(id))));
  const taken = new Set(variants.flatMap((entry) => entry.coverage.takenTransitionDefinitions));
  const descriptions = stateDescriptions(model.machine.root);
  return {
    variants,
    stateNodes: first.coverage.stateNodes
      .filter((id) => !passThrough.has(id))
      .map((id) => ({
        id,
        description: descriptions.get(id) ?? null,
        visited: !unvisitedEverywhere.has(id),
      })),
    transitions: first.coverage.transitionDefinitions.map((key) => ({
      key,
      taken: taken.has(key),
      untakeable: model.untakeable[key] ?? null,
    })),
    modelStates: variants.reduce((sum, entry) => sum + entry.coverage.states, 0),
    modelEdges: variants.reduce((sum, entry) => sum + entry.coverage.transitions, 0),
    walkedPaths: variants.reduce((sum, entry) => sum + entry.paths.length, 0),
  };
}

/** A machine without a model: its state nodes (with their descriptions) and its transitions. */
export function machineOutline(machine: AnyStateMachine): {
  stateNodes: { id: string; description: string | null }[];
  transitions: string[];
} {
  const descriptions = stateDescriptions(machine.root);
  const ids: string[] = [];
  const visit = (node: StateNodeShape) => {
    ids.push(node.id);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return {
    stateNodes: ids.map((id) => ({ id, description: descriptions.get(id) ?? null })),
    transitions: [...new Set(transitionDefinitionsOf(machine).values())],
  };
}

/** The share of state nodes and of transitions the model reaches, 0 to 1. */
export function coverageOf(flow: ExploredFlow): { states: number; transitions: number } {
  const visited = flow.stateNodes.filter((node) => node.visited).length;
  const taken = flow.transitions.filter((entry) => entry.taken || entry.untakeable).length;
  return {
    states: flow.stateNodes.length === 0 ? 1 : visited / flow.stateNodes.length,
    transitions: flow.transitions.length === 0 ? 1 : taken / flow.transitions.length,
  };
}

/**
 * The shortest way to every state the user can tell apart (a state value: where the flow is,
 * whatever the form holds), in every variant, the variant's own start first.
 */
export function shortestPaths(flow: ExploredFlow): FlowPath[] {
  return flow.variants.flatMap(({ variant, graph }) => {
    const byValue = new Map<string, FlowStep[]>();
    for (const [key, steps] of graph.shortest) {
      const state = graph.states.get(key);
      if (!state) continue;
      const value = JSON.stringify(state.value);
      const known = byValue.get(value);
      if (!known || known.length > steps.length) byValue.set(value, steps);
    }
    return [...byValue.values()]
      .sort((a, b) => a.length - b.length)
      .map((steps) => ({
        variant: variant.name,
        description: `to ${stateWords(steps.at(-1)?.state).name}`,
        steps,
      }));
  });
}

/**
 * Every simple journey (no state twice) from the start to an end: a final state, one the model
 * leaves no more, or where the model says a journey ends. Bounded: a flow with many loops has more than anyone reads.
 */
export function simplePaths(
  flow: ExploredFlow,
  model: FlowModel,
  limit = 200,
): { paths: FlowPath[]; complete: boolean } {
  const paths: FlowPath[] = [];
  let budget = 200_000;
  for (const { variant, graph } of flow.variants) {
    const outgoing = new Map<string, { event: EventObject; to: string }[]>();
    for (const edge of graph.edges) {
      outgoing.set(edge.from, [...(outgoing.get(edge.from) ?? []), edge]);
    }
    const initial = graph.states.get(graph.initial);
    if (!initial) continue;
    const onPath = new Set([graph.initial]);
    const steps: FlowStep[] = [{ event: { type: 'xstate.init' }, state: initial }];
    const visit = (key: string): void => {
      budget -= 1;
      if (paths.length >= limit || budget <= 0) return;
      const next = (outgoing.get(key) ?? []).filter((edge) => !onPath.has(edge.to));
      const state = graph.states.get(key);
      const ends = model.journeyEnds
        ? state !== undefined && model.journeyEnds(state as FlowSnapshot)
        : (outgoing.get(key) ?? []).length === 0 || state?.status === 'done';
      if (ends) {
        if (steps.length > 1) {
          paths.push({ variant: variant.name, description: '', steps: [...steps] });
        }
        return;
      }
      for (const edge of next) {
        const to = graph.states.get(edge.to);
        if (!to) continue;
        onPath.add(edge.to);
        steps.push({ event: edge.event, state: to });
        visit(edge.to);
        steps.pop();
        onPath.delete(edge.to);
      }
    };
    visit(graph.initial);
  }
  return { paths, complete: paths.length < limit && budget > 0 };
}

/** The path as the server must answer it: the actors' outputs become the server's bodies. */
export function withServerAnswers<TPath extends { steps: readonly FlowStep[] }>(
  path: TPath,
  model: FlowModel,
): TPath {
  return {
    ...path,
    steps: path.steps.map((step) => {
      const answer = model.serverAnswer(step.event);
      return answer === undefined ? step : { ...step, event: { ...step.event, output: answer } };
    }),
  };
}

/** A state in the user's words: its state nodes' descriptions, and where it is. */
export function stateWords(state: ModelSnapshot | undefined): {
  name: string;
  descriptions: string[];
} {
  if (!state) return { name: '(nowhere)', descriptions: [] };
  const name = valueWords(state.value);
  const nodes = (state as unknown as { _nodes?: StateNodeShape[] })._nodes ?? [];
  const leaves = nodes.filter((node) => node.type === 'atomic' || node.type === 'final');
  const descriptions = leaves
    .map((leaf) => nearestDescription(leaf))
    .filter((text, index, all): text is string => text !== null && all.indexOf(text) === index);
  return { name: state.status === 'done' ? `${name} (done)` : name, descriptions };
}

/** An event in the user's words: what they did, or what the server or a timer did. */
export function eventWords(event: EventObject): string {
  const call = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (call) {
    const [, outcome, id] = call;
    if (outcome === 'done') return `the server answers ${id ?? ''}`;
    const error = (event as EventObject & { error?: { status?: unknown; code?: unknown } }).error;
    return typeof error?.status === 'number'
      ? `the server refuses ${id ?? ''} (${error.status} ${String(error.code)})`
      : `${id ?? ''} fails`;
  }
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (after) return `the wait runs out (${after[1] ?? ''})`;
  const details = Object.entries(event)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => `${key}: ${detailWords(value)}`);
  return details.length > 0 ? `${event.type} (${details.join(', ')})` : event.type;
}

function detailWords(value: unknown): string {
  if (value instanceof File) return `"${value.name}"`;
  if (Array.isArray(value)) return value.map(detailWords).join(' + ');
  if (typeof value === 'string') return value === '' ? '(empty)' : `"${value}"`;
  if (value === null || typeof value !== 'object') return String(value);
  return JSON.stringify(value).slice(0, 60);
}

function valueWords(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return String(value);
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 1) {
    const [key, inner] = entries[0] ?? ['', ''];
    return `${key}.${valueWords(inner)}`;
  }
  return `{ ${entries.map(([key, inner]) => `${key}.${valueWords(inner)}`).join(' | ')} }`;
}

interface StateNodeShape {
  id: string;
  type: string;
  description?: string;
  parent?: StateNodeShape;
  states: Record<string, StateNodeShape>;
}

function nearestDescription(node: StateNodeShape | undefined): string | null {
  for (let at = node; at; at = at.parent) {
    if (at.description) return at.description;
  }
  return null;
}

function stateDescriptions(root: StateNodeShape): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (node: StateNodeShape) => {
    if (node.description) found.set(node.id, node.description);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(root);
  return found;
}
