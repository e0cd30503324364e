import type { CardDetails } from '@outlay/api-client';
import { Button, Inline, PasswordField, showToast, Stack } from '@outlay/design-system';
import { cardPinActors } from '@outlay/machines/card-pin/card-pin.actors';
import { cardPinMachine } from '@outlay/machines/card-pin/card-pin.machine';
import { cardPinView } from '@outlay/machines/card-pin/card-pin.view';
import type { CardPinProblem } from '@outlay/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner } from '@/components/error-banner';
import type { MessageId } from '@/i18n/catalogs';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { useVerificationAnswer } from '@/lib/verification';
import { useCardChanged } from '../api/get-card';

const cardPinFlow = onAppClient(cardPinMachine, cardPinActors);

/** The spec's words for each PIN problem (part 2 §5), and ours where it gives none. */
const PROBLEMS: Record<CardPinProblem, MessageId> = {
  pinRequired: 'cards.pin.required',
  confirmRequired: 'cards.pin.confirmRequired',
  length: 'cards.pin.length',
  mismatch: 'cards.pin.mismatch',
  weak: 'cards.pin.weak',
};

const onPin = (problem: CardPinProblem | null) =>
  problem === 'pinRequired' || problem === 'length' || problem === 'weak';
const onConfirm = (problem: CardPinProblem | null) =>
  problem === 'confirmRequired' || problem === 'mismatch';

/** The PIN form (loaded once the section is asked to show it). */
export function PinForm({ card, onDone }: { card: CardDetails; onDone: () => void }) {
  const { t } = useTranslator();
  const answerVerification = useVerificationAnswer();
  const cardChanged = useCardChanged(card.id);
  const actor = useActorRef(cardPinFlow, {
    input: { cardId: card.id, lastFour: card.lastFour },
  });
  const view = useSelector(actor, cardPinView, sameView);
  useEmitted(actor, 'verification.needed', (event) => {
    answerVerification(actor, {
      actionType: 'SET_CARD_PIN',
      cardLastFourDigits: event.cardLastFourDigits,
    });
  });
  useEmitted(actor, 'pin.set', () => {
    showToast({ tone: 'success', description: t('cards.pin.done') });
    cardChanged();
    onDone();
  });
  return (
    <AppForm
      aria-label={card.pinSet ? t('cards.pin.change') : t('cards.pin.set')}
      errorSummaryTitle={t('cards.new.problem')}
      onSubmit={() => {
        actor.send({ type: 'pin.submitted' });
      }}
    >
      <Stack space="medium">
        <ErrorBanner error={view.error} />
        <PasswordField
          label={t('cards.pin.pin')}
          description={t('cards.pin.hint')}
          value={view.pin}
          inputMode="numeric"
          autoComplete="new-password"
          isInvalid={onPin(view.problem)}
          errorMessage={view.problem && onPin(view.problem) ? t(PROBLEMS[view.problem]) : undefined}
          onChange={(pin) => {
            actor.send({ type: 'pin.changed', pin });
          }}
        />
        <PasswordField
          label={t('cards.pin.confirm')}
          value={view.confirmPin}
          inputMode="numeric"
          autoComplete="new-password"
          isInvalid={onConfirm(view.problem)}
          errorMessage={
            view.problem && onConfirm(view.problem) ? t(PROBLEMS[view.problem]) : undefined
          }
          onChange={(confirmPin) => {
            actor.send({ type: 'confirm.changed', confirmPin });
          }}
        />
        <Inline space="small">
          <Button type="submit" isPending={view.saving}>
            {t('cards.pin.save')}
          </Button>
        </Inline>
      </Stack>
    </AppForm>
  );
}
