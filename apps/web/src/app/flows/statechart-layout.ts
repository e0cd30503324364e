// A machine's statechart as boxes and arrows: every state node (compound ones too), every
// transition with its event and guard, placed in columns by how many steps it is from the
// start. Small and dependency-free, for Storybook's Flows; no graph library needed offline.
import type { AnyStateMachine } from 'xstate';

export interface ChartNode {
  id: string;
  /** The path below the machine: `password.expiring`. */
  label: string;
  description: string | null;
  compound: boolean;
  final: boolean;
  x: number;
  y: number;
}

export interface ChartEdge {
  from: string;
  to: string;
  /** The events and guards that take it, one line each: `report.submitted [hasReason]`. */
  labels: string[];
  initial: boolean;
}

export interface Chart {
  nodes: ChartNode[];
  edges: ChartEdge[];
  width: number;
  height: number;
}

export const box = { width: 200, height: 46, column: 290, row: 74, margin: 24 };

interface NodeShape {
  id: string;
  key: string;
  type: string;
  description?: string;
  states: Record<string, NodeShape>;
  initial?: { target: readonly NodeShape[] };
  transitions: Map<string, readonly TransitionShape[]>;
  always?: readonly TransitionShape[];
}

interface TransitionShape {
  target?: readonly NodeShape[];
  guard?: unknown;
}

/** An event as QA says it: a call's outcome, a timer, or the event's own name. */
export function eventLabel(eventType: string): string {
  const call = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (call) return `${call[1] === 'done' ? 'done' : 'error'}: ${call[2] ?? ''}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1] ?? ''}`;
  const doneState = /^xstate\.done\.state\./.exec(eventType);
  if (doneState) return 'when done';
  return eventType === '' ? 'always' : eventType;
}

/** A guard's name (`and`/`not` guards show their parts). */
export function guardLabel(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    return guard.type;
  }
  return 'guard';
}

export function layoutStatechart(machine: AnyStateMachine): Chart {
  const root = machine.root as unknown as NodeShape;
  const all: NodeShape[] = [];
  const visit = (node: NodeShape) => {
    for (const child of Object.values(node.states)) {
      all.push(child);
      visit(child);
    }
  };
  visit(root);
  const label = (node: NodeShape) => node.id.split('.').slice(1).join('.') || node.key;

  const edgesByPair = new Map<string, ChartEdge>();
  const addEdge = (from: string, to: string, text: string, initial = false) => {
    const key = `${from}→${to}→${String(initial)}`;
    const edge = edgesByPair.get(key) ?? { from, to, labels: [], initial };
    if (!edge.labels.includes(text)) edge.labels.push(text);
    edgesByPair.set(key, edge);
  };
  for (const node of [root, ...all]) {
    for (const [eventType, definitions] of node.transitions) {
      for (const definition of definitions) {
        const guard = guardLabel(definition.guard);
        const text = `${eventLabel(eventType)}${guard ? ` [${guard}]` : ''}`;
        for (const target of definition.target ?? []) addEdge(node.id, target.id, text);
      }
    }
    for (const definition of node.always ?? []) {
      const guard = guardLabel(definition.guard);
      for (const target of definition.target ?? []) {
        addEdge(node.id, target.id, `always${guard ? ` [${guard}]` : ''}`);
      }
    }
    if (node !== root) {
      for (const target of node.initial?.target ?? []) addEdge(node.id, target.id, 'start', true);
    }
  }
  const edges = [...edgesByPair.values()].filter((edge) => edge.from !== root.id);

  // Columns: steps from the machine's start (a child is one step from its parent).
  const rank = new Map<string, number>();
  const queue: string[] = [];
  for (const target of root.initial?.target ?? []) {
    rank.set(target.id, 0);
    queue.push(target.id);
  }
  const byId = new Map(all.map((node) => [node.id, node]));
  const next = (id: string) => [
    ...edges.filter((edge) => edge.from === id).map((edge) => edge.to),
    ...Object.values(byId.get(id)?.states ?? {}).map((child) => child.id),
  ];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const to of next(id)) {
      if (rank.has(to)) continue;
      rank.set(to, (rank.get(id) ?? 0) + 1);
      queue.push(to);
    }
  }
  const lastRank = Math.max(0, ...rank.values()) + 1;
  const columns = new Map<number, NodeShape[]>();
  for (const node of all) {
    const column = rank.get(node.id) ?? lastRank;
    columns.set(column, [...(columns.get(column) ?? []), node]);
  }
  const nodes: ChartNode[] = [];
  for (const [column, members] of columns) {
    members.forEach((node, row) => {
      nodes.push({
        id: node.id,
        label: label(node),
        description: node.description ?? null,
        compound: node.type === 'compound' || node.type === 'parallel',
        final: node.type === 'final',
        x: box.margin + column * box.column,
        y: box.margin + row * box.row,
      });
    });
  }
  const width = Math.max(...nodes.map((node) => node.x + box.width), 0) + box.margin;
  const height = Math.max(...nodes.map((node) => node.y + box.height), 0) + box.margin;
  return { nodes, edges, width, height };
}
