import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { describeFlowModel } from '../testing/describe-flow-model';
import { autopayMachine } from './autopay.machine';
import { autopayModel, signingAndUk, signingOnly } from './autopay.model';

describeFlowModel('autopay machine', autopayModel);

// The model's clock stands still; the agreement window's end needs time to pass.
describe('autopay machine, the agreement window running out (fake clock)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const start = () => {
    vi.useFakeTimers({
      now: new Date('2026-03-02T10:00:00.000Z'),
      toFake: ['Date', 'setTimeout', 'clearTimeout'],
    });
    return createActor(autopayMachine, {
      input: { role: 'admin', autoDebitFlowEnable: true, dismissed: false },
    }).start();
  };

  it('asks for the PAD once its window ends while the banner asks for something else', () => {
    const actor = start();
    actor.send({ type: 'accounts.loaded', accounts: signingAndUk });
    expect(actor.getSnapshot().value).toBe('prompting');
    expect(actor.getSnapshot().context.prompt).toMatchObject({ currency: 'GBP' });
    vi.advanceTimersByTime(4 * 60_000);
    expect(actor.getSnapshot().value).toBe('prompting');
    expect(actor.getSnapshot().context).toMatchObject({
      prompt: { kind: 'ATTACH_PAD_AGREEMENT', currency: 'CAD' },
      windowEndsAt: null,
    });
    actor.stop();
  });

  it('asks for the PAD once its window ends while nothing else was asked', () => {
    const actor = start();
    actor.send({ type: 'accounts.loaded', accounts: signingOnly });
    expect(actor.getSnapshot().value).toBe('settled');
    vi.advanceTimersByTime(4 * 60_000 - 1);
    expect(actor.getSnapshot().value).toBe('settled');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('prompting');
    expect(actor.getSnapshot().context.prompt).toMatchObject({ currency: 'CAD', accountId: 1 });
    actor.stop();
  });
});
