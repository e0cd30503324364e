import { test } from '@playwright/test';
import { writeBrowserWalk } from '../../packages/machines/src/testing/browser-walks';
import { exploreFlow } from '../../packages/machines/src/testing/flow-paths';
import { flows } from '../../packages/machines/src/testing/flows';

/**
 * The report of a flow a spec walks by its own script rather than from the model (those are
 * e2e/flows.spec.ts's walks), for `qa:paths`' Browser column: the spec names each state node
 * right after it has checked that state's screen (axe and the announcements included), and
 * writes the report once the test has passed. The node's parents count as seen with it.
 */
export interface FlowReport {
  saw: (stateNode: string, step: string) => void;
  write: () => void;
}

export async function flowReport(flow: string, walk: string, variant: string): Promise<FlowReport> {
  const model = await flows.find((entry) => entry.id === flow)?.model?.();
  if (!model) throw new Error(`The flow ${flow} has no model`);
  const stateNodes = exploreFlow(model).stateNodes.map((node) => node.id);
  if (!model.variants.some((candidate) => candidate.name === variant)) {
    throw new Error(`The ${flow} model has no variant "${variant}"`);
  }
  const seen = new Set<string>();
  const steps: string[] = [];
  return {
    saw: (stateNode, step) => {
      if (!stateNodes.includes(stateNode)) {
        throw new Error(`The ${flow} model has no state node ${stateNode}`);
      }
      const parts = stateNode.split('.');
      parts.forEach((_, index) => seen.add(parts.slice(0, index + 1).join('.')));
      steps.push(`${step} → ${stateNode.slice(parts[0]?.length ?? 0).replace(/^\./, '')}`);
    },
    write: () => {
      // Only a passing walk reports: a state seen before a failure is not a walk QA can read.
      if (test.info().errors.length > 0) return;
      writeBrowserWalk({
        flow,
        walk,
        variant,
        walkedAt: new Date().toISOString(),
        steps,
        seen: stateNodes.filter((id) => seen.has(id)),
        stateNodes,
      });
    },
  };
}
