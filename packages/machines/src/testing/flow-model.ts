// A flow's model, defined once: the events QA tries, what tells two states apart, the calls
// its actors make and how the server answers them. The headless walk (`describeFlowModel`),
// `pnpm qa:paths`, Storybook's Flows and the browser walk (e2e) all read the same definition.
import { ApiError } from '@outlay/api-client';
import type { AnyStateMachine, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import type { InvokedCall, ModelSnapshot } from './model-paths';

/** One way the app starts the flow (a session, a role, the methods it holds). */
export interface FlowVariant<TInput = unknown> {
  name: string;
  /** A fresh input for each walk. */
  input: () => TInput;
}

/** What the model reads of a snapshot to choose the events to try. */
export interface FlowSnapshot extends ModelSnapshot {
  hasTag: (tag: string) => boolean;
  matches: (value: never) => boolean;
}

export interface FlowModel {
  /** The machine as defined: what the graph is drawn and explored from. */
  machine: AnyStateMachine;
  /**
   * The machine a walk runs: its actors built on a fresh test client (every walk has its own
   * session), as the app builds them on its one client.
   */
  provided: () => AnyStateMachine;
  /**
   * The child flows the machine invokes, by id: the model ends one with a synthetic
   * `xstate.done.actor.<id>`, and a walk runs a `modelChild` in its place and tells it to end
   * (each child flow has a model of its own).
   */
  children: readonly string[];
  variants: readonly FlowVariant[];
  events: (snapshot: FlowSnapshot) => readonly EventObject[];
  serializeState: (snapshot: ModelSnapshot) => string;
  calls: Readonly<Record<string, InvokedCall>>;
  /**
   * The model feeds the actors' outputs; walking answers the call with what the server sends.
   * Returns the server's body for a `xstate.done.actor.*` event, or undefined to send the
   * output as it is.
   */
  serverAnswer: (event: EventObject) => unknown;
  /**
   * Transitions the model cannot take, each with why (and where else it is tested). Listed so
   * the coverage says so; the model tests fail when one of them is taken after all.
   */
  untakeable: Readonly<Record<string, string>>;
  /** Where a journey ends, for a flow that never finishes (a drawer's section, a form). */
  journeyEnds: ((snapshot: FlowSnapshot) => boolean) | null;
}

/** An event with what it carries (a reason, a code, a call's output). */
type ModelEvent = EventObject & Record<string, unknown>;

interface FlowModelDefinition<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** Left out for a machine that calls nothing: it runs as defined. */
  provided?: () => TMachine;
  children?: readonly string[];
  variants: readonly FlowVariant<InputFrom<TMachine>>[];
  /** The events to try, or the events to try in a given state. */
  events: readonly ModelEvent[] | ((snapshot: SnapshotFrom<TMachine>) => readonly ModelEvent[]);
  serializeState: (snapshot: SnapshotFrom<TMachine>) => string;
  calls: Record<string, InvokedCall>;
  serverAnswer?: (event: EventObject) => unknown;
  untakeable?: Record<string, string>;
  journeyEnds?: (snapshot: SnapshotFrom<TMachine>) => boolean;
}

export function defineFlowModel<TMachine extends AnyStateMachine>(
  definition: FlowModelDefinition<TMachine>,
): FlowModel {
  const { events } = definition;
  return {
    machine: definition.machine,
    provided: definition.provided ?? (() => definition.machine),
    children: definition.children ?? [],
    variants: definition.variants,
    events: (snapshot) =>
      typeof events === 'function' ? events(snapshot as unknown as SnapshotFrom<TMachine>) : events,
    serializeState: (snapshot) =>
      definition.serializeState(snapshot as unknown as SnapshotFrom<TMachine>),
    calls: definition.calls,
    serverAnswer: definition.serverAnswer ?? (() => undefined),
    untakeable: definition.untakeable ?? {},
    journeyEnds: definition.journeyEnds
      ? (snapshot) =>
          definition.journeyEnds?.(snapshot as unknown as SnapshotFrom<TMachine>) ?? false
      : null,
  };
}

/** A call's success, as the model sends it (the output is what the actor resolves with). */
export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });

/**
 * A call the server refused with an HTTP status and an error code; without a code, a plain
 * refusal whose message names the call.
 */
export const refused = (id: string, status: number, code = 'REFUSED') => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError({ status, code, msg: code === 'REFUSED' ? `${id} refused` : code }),
});

/** A call's failure the machine does not tell apart from others. */
export const failed = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: new Error(id),
});

/** Is this one of the outcomes of a call (not something the user does, nor a timer)? */
export const isOutcome = (event: EventObject) => /^xstate\.(done|error)\.actor\./.test(event.type);
