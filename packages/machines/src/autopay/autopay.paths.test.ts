import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describeFlowModel } from '../testing/describe-flow-model';
import { autopayModel } from './autopay.model';

describeFlowModel('autopay machine', autopayModel);

describe('autopay machine, where each user starts', () => {
  const starts: Record<string, string> = {
    'an employee': 'notApplicable',
    'an admin without the auto-debit flow': 'notApplicable',
    'an admin who dismissed it': 'dismissed',
  };
  it.each(autopayModel.variants.filter((variant) => variant.name in starts))(
    'starts $name where the model says',
    (variant) => {
      const actor = createActor(autopayModel.machine, { input: variant.input() }).start();
      expect(actor.getSnapshot().value).toBe(starts[variant.name]);
      actor.stop();
    },
  );
});
