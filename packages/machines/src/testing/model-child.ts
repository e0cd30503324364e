// A child flow as its parent's model walks it: the parent's own steps are what is proven, so
// the child (which has a model of its own) stands in as this, and ends when the walk says, with
// the output the path gives it.
import { type AnyStateMachine, assertEvent, assign, setup } from 'xstate';

export interface ModelChildFinished {
  type: 'model.finished';
  output: unknown;
}

export const modelChild = setup({
  types: { context: {} as { output: unknown }, events: {} as ModelChildFinished },
  actions: {
    rememberOutput: assign({
      output: ({ event }) => {
        assertEvent(event, 'model.finished');
        return event.output;
      },
    }),
  },
}).createMachine({
  id: 'modelChild',
  context: { output: undefined },
  initial: 'running',
  states: {
    running: { on: { 'model.finished': { target: 'finished', actions: 'rememberOutput' } } },
    finished: { type: 'final' },
  },
  output: ({ context }) => context.output,
});

/** The stand-in, typed as the child flow it replaces (the parent's `provide` asks for that). */
export const standInFor = <TLogic extends AnyStateMachine>(_child: TLogic): TLogic =>
  modelChild as unknown as TLogic;
