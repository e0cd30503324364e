import { answerNext, forgetAnswers } from './fetch-answers';
// The screens after the answers: their client keeps the `fetch` that answers them.
import { type FlowScreen, flowScreens } from './flow-screens';
import { ToastRegion } from '@outlay/design-system';
import type { FlowModel } from '@outlay/machines/testing/flow-model';
import {
  eventWords,
  exploreFlow,
  type FlowPath,
  shortestPaths,
  simplePaths,
  stateWords,
  withServerAnswers,
} from '@outlay/machines/testing/flow-paths';
import type { FlowEntry } from '@outlay/machines/testing/flows';
import {
  callAnswer,
  isChildOutcome,
  isSynthetic,
  sendStep,
  syntheticRun,
} from '@outlay/machines/testing/model-paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, use, useEffect, useMemo, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type AnyActorRef, type AnyStateMachine, createActor } from 'xstate';
import { LanguageProvider } from '@/i18n/language-provider';
import { startMessages } from '@/i18n/messages';
import { sessionStore } from '@/session/session-store';
import { forgetStartedActors, onActorStarted, startedActors } from './recorded-xstate-react';
import { StatechartGraph } from './statechart-graph';

const models = new Map<string, Promise<FlowModel>>();
function modelOf(entry: FlowEntry): Promise<FlowModel> {
  const load = entry.model;
  if (!load) return Promise.reject(new Error(`${entry.title} is not built yet`));
  let model = models.get(entry.id);
  if (!model) {
    model = load();
    models.set(entry.id, model);
  }
  return model;
}

const messages = new Map<string, Promise<void>>();
function messagesFor(areas: readonly string[]): Promise<void> {
  const key = areas.join(',');
  let loaded = messages.get(key);
  if (!loaded) {
    loaded = startMessages('en', ['common', ...areas]);
    messages.set(key, loaded);
  }
  return loaded;
}

const machines = new Map<string, Promise<AnyStateMachine>>();
/** The flow's machine: its model's, or the machine alone of a flow with no model yet. */
function machineOf(entry: FlowEntry): Promise<AnyStateMachine> {
  let machine = machines.get(entry.id);
  if (!machine) {
    machine = entry.model
      ? modelOf(entry).then((model) => model.machine)
      : (entry.machine?.() ?? Promise.reject(new Error(`${entry.title} is not built yet`)));
    machines.set(entry.id, machine);
  }
  return machine;
}

/** A flow's statechart, drawn. */
export function FlowChart({ entry }: { entry: FlowEntry }) {
  if (!entry.model && !entry.machine) return <p>{entry.title} is not built yet.</p>;
  return (
    <Suspense fallback={<p role="status">Loading the {entry.title} machine…</p>}>
      <LoadedChart entry={entry} />
    </Suspense>
  );
}

function LoadedChart({ entry }: { entry: FlowEntry }) {
  const machine = use(machineOf(entry));
  return <StatechartGraph machine={machine} title={entry.title} />;
}

export interface PlayerChoice {
  /** The path first chosen: the first whose name starts with this. */
  path?: string;
  /** Played on its own up to this step (1 for the start; past the end, to the end). */
  step?: number;
}

/** A flow's paths, each playable step by step on the real screen (or the machine alone). */
export function FlowPlayer({ entry, ...choice }: { entry: FlowEntry } & PlayerChoice) {
  if (!entry.model) return <p>{entry.title} is not built yet.</p>;
  return (
    <Suspense fallback={<p role="status">Loading the {entry.title} paths…</p>}>
      <LoadedPlayer entry={entry} {...choice} />
    </Suspense>
  );
}

interface Named {
  name: string;
  path: FlowPath;
}

function LoadedPlayer({ entry, path: wanted, step }: { entry: FlowEntry } & PlayerChoice) {
  const model = use(modelOf(entry));
  const screen = flowScreens[entry.id];
  use(messagesFor(screen?.areas ?? []));
  const paths = useMemo<Named[]>(() => {
    const flow = exploreFlow(model);
    const shortest = shortestPaths(flow).map((path) => ({
      name: `Shortest ${path.description} (${path.variant})`,
      path,
    }));
    const journeys = simplePaths(flow, model, 10).paths.map((path, index) => ({
      name: `Journey ${index + 1} to ${stateWords(path.steps.at(-1)?.state).name} (${path.variant})`,
      path,
    }));
    return [...shortest, ...journeys];
  }, [model]);
  const [chosen, setChosen] = useState(() =>
    Math.max(
      0,
      paths.findIndex((option) => wanted !== undefined && option.name.startsWith(wanted)),
    ),
  );
  const named = paths[chosen];
  if (!named) return <p>{entry.title} has no path to play.</p>;
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <label htmlFor={`${entry.id}-path`}>Path</label>
      <select
        id={`${entry.id}-path`}
        value={chosen}
        onChange={(event) => setChosen(Number(event.target.value))}
        style={{ maxWidth: '40rem' }}
      >
        {paths.map((option, index) => (
          <option key={option.name} value={index}>
            {option.name}
          </option>
        ))}
      </select>
      <PathRun
        key={chosen}
        entry={entry}
        model={model}
        path={withServerAnswers(named.path, model)}
        playTo={step === undefined ? 0 : step - 1}
      />
    </div>
  );
}

/** Plays one path: the screen starts, and each Next sends the path's next user event. */
function PathRun(props: { entry: FlowEntry; model: FlowModel; path: FlowPath; playTo: number }) {
  const [run, setRun] = useState(0);
  return <Run key={run} {...props} restart={() => setRun((count) => count + 1)} />;
}

function Run({
  entry,
  model,
  path,
  playTo,
  restart,
}: {
  entry: FlowEntry;
  model: FlowModel;
  path: FlowPath;
  playTo: number;
  restart: () => void;
}) {
  const screen = flowScreens[entry.id];
  // Each run starts the flow afresh, its first calls answered as the path says (set up before
  // the screen's machine starts, which it does as it mounts).
  const [at, setAt] = useState(() => {
    forgetAnswers();
    forgetStartedActors();
    screen?.prepare?.();
    const leading = syntheticRun(path, 1, model.children);
    answerNext(leading.map((step) => callAnswer(model.calls, step.event)));
    return leading.length;
  });
  const [actor] = useState(() => {
    if (screen) return null;
    const variant = model.variants.find((candidate) => candidate.name === path.variant);
    return createActor(model.provided(), { input: variant?.input() }).start();
  });
  useEffect(
    () => () => {
      actor?.stop();
    },
    [actor],
  );

  const current = path.steps[at];
  // The next step someone takes: a user's event, or a child flow's end (its stand-in is told).
  const next = path.steps.findIndex(
    (step, index) =>
      index > at && (!isSynthetic(step.event) || isChildOutcome(step.event, model.children)),
  );
  // The screen started the flow on the app's client: the same machine, provided (by its id).
  const targetActor = (): AnyActorRef | undefined =>
    actor ??
    startedActors().findLast(
      (started) => 'logic' in started && (started.logic as AnyStateMachine).id === model.machine.id,
    );
  const step = () => {
    const event = path.steps[next]?.event;
    const target = targetActor();
    if (!event || !target) return;
    const answers = syntheticRun(path, next + 1, model.children);
    answerNext(answers.map((answer) => callAnswer(model.calls, answer.event)));
    sendStep(target, event, model.children);
    setAt(next + answers.length);
  };
  // Played on its own to the chosen step: each user event is sent once the screen's machine is
  // where the path says (its calls answered), as a person pressing Next would wait.
  const [started, setStarted] = useState(0);
  useEffect(
    () =>
      onActorStarted(() => {
        setStarted((count) => count + 1);
      }),
    [],
  );
  useEffect(() => {
    if (at >= playTo || next < 0 || !current) return;
    const target = targetActor();
    if (!target) return;
    const want = model.serializeState(current.state);
    const arrived = (snapshot: unknown) =>
      model.serializeState(snapshot as Parameters<FlowModel['serializeState']>[0]) === want;
    let gone = false;
    const go = () => {
      if (gone) return;
      gone = true;
      subscription.unsubscribe();
      step();
    };
    const subscription = target.subscribe((snapshot) => {
      if (arrived(snapshot)) go();
    });
    // Already there: on, once this render is done.
    const already = setTimeout(() => {
      if (arrived(target.getSnapshot())) go();
    }, 0);
    return () => {
      gone = true;
      clearTimeout(already);
      subscription.unsubscribe();
    };
    // Each step and each started actor is a chance to go on; `step` reads this render's `at`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [at, playTo, started]);
  const words = stateWords(current?.state);
  const active = ((current?.state as { _nodes?: { id: string }[] } | undefined)?._nodes ?? []).map(
    (node) => node.id,
  );

  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <button type="button" onClick={step} disabled={next < 0}>
          Next step
        </button>
        <button type="button" onClick={restart}>
          Start again
        </button>
      </div>
      <p role="status">
        Step {at + 1} of {path.steps.length}: {words.name}
        {words.descriptions.length > 0 ? ` — ${words.descriptions.join(' / ')}` : ''}
      </p>
      <ol>
        {path.steps.map((pathStep, index) => (
          <li
            key={index}
            aria-current={index === at ? 'step' : undefined}
            style={{ fontWeight: index === at ? 700 : 400 }}
          >
            {index === 0 ? 'Start' : eventWords(pathStep.event)} → {stateWords(pathStep.state).name}
          </li>
        ))}
      </ol>
      {screen ? (
        // A group, not a landmark: the screens bring their own (a page's main).
        <div
          role="group"
          aria-label={`${entry.title}: the screen`}
          style={{ border: '1px dashed currentColor', padding: '1rem' }}
        >
          <Screen screen={screen} variant={path.variant} />
        </div>
      ) : (
        <p>{entry.title} is played on its machine alone: no screen of it is in Storybook yet.</p>
      )}
      <StatechartGraph machine={model.machine} title={entry.title} active={active} />
    </div>
  );
}

function Screen({ screen, variant }: { screen: FlowScreen; variant: string }) {
  // A signed-in session, as the screens behind sign-in expect (the mocks take any token), or
  // a visitor's; the screen's routes read an address of their own, not Storybook's.
  useState(() => {
    if (screen.session === 'signedOut') sessionStore.signOut();
    else sessionStore.signIn('storybook-flows');
    return true;
  });
  const [location] = useState(() => memoryLocation({ path: screen.path ?? '/' }));
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <Router hook={location.hook}>{screen.render(variant)}</Router>
        <ToastRegion />
      </LanguageProvider>
    </QueryClientProvider>
  );
}
