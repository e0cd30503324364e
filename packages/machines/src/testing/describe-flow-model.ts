// The headless walk of a flow's model: the model must reach every state node and take every
// transition of the machine (or say why it cannot), and every path of every variant is walked
// on the real machine with the real client, msw answering each call the way the path says.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { FlowModel } from './flow-model';
import { exploreFlow, withServerAnswers } from './flow-paths';
import { mockServerForSuite } from './mock-server';
import { walkPath } from './model-paths';

export function describeFlowModel(title: string, model: FlowModel): void {
  const server = mockServerForSuite();

  const flow = exploreFlow(model);

  describe(`${title}, model-based`, () => {
    it('reaches every state node of the machine', () => {
      const unvisited = flow.stateNodes.filter((node) => !node.visited).map((node) => node.id);
      expect(unvisited).toEqual([]);
      console.info(
        `${title} model: ${flow.modelStates} states, ${flow.modelEdges} transitions, ${flow.walkedPaths} paths`,
      );
    });

    it('takes every transition of the machine, or says why it cannot', () => {
      const untaken = flow.transitions
        .filter((entry) => !entry.taken && !entry.untakeable)
        .map((entry) => entry.key);
      expect(untaken).toEqual([]);
      // A transition said to be untakeable that the model takes is a stale excuse.
      const takenAfterAll = flow.transitions
        .filter((entry) => entry.taken && entry.untakeable)
        .map((entry) => entry.key);
      expect(takenAfterAll).toEqual([]);
    });

    // A variant done as it starts (nothing to do) has no path to walk.
    const walked = flow.variants.filter((entry) => entry.paths.length > 0);
    describe.each(walked.map((entry) => [entry.variant.name, entry] as const))(
      '%s',
      (_name, { variant, paths }) => {
        it.each(paths.map((path) => [path.description, path] as const))(
          '%s',
          async (_description, path) => {
            await walkPath(withServerAnswers(path, model), {
              start: () => createActor(model.provided(), { input: variant.input() }).start(),
              server,
              calls: model.calls,
              children: model.children,
              serializeState: model.serializeState,
            });
          },
        );
      },
    );
  });
}
