import type { SnapshotFrom } from 'xstate';
import type { autopayMachine } from './autopay.machine';
import { billingStepOf } from './autopay.priority';

type AutopaySnapshot = SnapshotFrom<typeof autopayMachine>;

/** The banner: what it asks for and the billing step its button leads to, or nothing. */
export function autopayView(snapshot: AutopaySnapshot) {
  const prompt = snapshot.hasTag('banner.visible') ? snapshot.context.prompt : null;
  return {
    prompt,
    step: prompt ? billingStepOf(prompt) : null,
    loading: snapshot.hasTag('busy'),
  } as const;
}
