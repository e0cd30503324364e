import { showToast } from '@outlay/design-system';
import { phoneChangeActors } from '@outlay/machines/phone-change/phone-change.actors';
import { phoneChangeMachine } from '@outlay/machines/phone-change/phone-change.machine';
import { phoneChangeView } from '@outlay/machines/phone-change/phone-change.view';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent } from 'react';
import { useCodeSentToast } from '@/components/code-step/use-code-sent-toast';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { usePhoneChanged } from '../api/profile';
import type { PhoneChangeActor, PhoneChangeView } from './phone-code-form';

const phoneChangeFlow = onAppClient(phoneChangeMachine, phoneChangeActors);

/** The running phone-change flow, as the phone number's section draws it. */
export interface PhoneChangeFlow {
  actor: PhoneChangeActor;
  view: PhoneChangeView;
}

/**
 * The phone-change machine (with xstate) for the profile's phone number, loaded once the page
 * has painted (phone-number.tsx draws the number form at once): it draws nothing itself and
 * tells the section each view the machine is in.
 */
export function PhoneChange({ onFlow }: { onFlow: (flow: PhoneChangeFlow) => void }) {
  const { t } = useTranslator();
  const actor = useActorRef(phoneChangeFlow);
  const view = useSelector(actor, phoneChangeView, sameView);
  const changed = usePhoneChanged();
  useCodeSentToast(actor, { resentOnly: true });
  useEmitted(actor, 'phone.changed', (notice) => {
    changed(notice.profile);
    showToast({ tone: 'success', description: t('profile.phone.changed') });
  });
  const report = useEffectEvent(onFlow);
  useEffect(() => {
    report({ actor, view });
  }, [actor, view]);
  return null;
}
