import type { components } from '@outlay/api-client';
import {
  Button,
  Form,
  Heading,
  Inline,
  PasswordField,
  showToast,
  Stack,
  Text,
} from '@outlay/design-system';
import { CARD_PIN_LENGTH, type CardPinProblem, cardPinProblem } from '@outlay/rules';
import { useState } from 'react';
import { ErrorBanner } from '../../../components/error-banner';
import { useTranslator } from '../../../i18n/intl';
import type { MessageId } from '../../../i18n/catalogs';
import { useVerification } from '../../../lib/verification';
import { useSetCardPin } from '../api/card-actions';

type CardDetails = components['schemas']['CardDetails'];

/** The spec's words for each PIN problem (part 2 §5), and ours where it gives none. */
const PROBLEMS: Record<CardPinProblem, MessageId> = {
  pinRequired: 'cards.pin.required',
  confirmRequired: 'cards.pin.confirmRequired',
  length: 'cards.pin.length',
  mismatch: 'cards.pin.mismatch',
  weak: 'cards.pin.weak',
};

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, CARD_PIN_LENGTH);

/**
 * PIN set-up for a physical card: four digits, confirmed, strong (no repeated or running
 * digits), checked here with the rules the server applies, then a fresh code naming the card.
 */
export function PinSetup({ card }: { card: CardDetails }) {
  const { t } = useTranslator();
  const { verify } = useVerification();
  const setPin = useSetCardPin(card.id);
  const [pin, setPinText] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [problem, setProblem] = useState<CardPinProblem | null>(null);
  const [shown, setShown] = useState(false);
  const pinProblem = problem === 'pinRequired' || problem === 'length' || problem === 'weak';
  return (
    <Stack space="small" component="section" aria-labelledby="card-pin">
      <Heading level={2} id="card-pin">
        {t('cards.pin.title')}
      </Heading>
      <Text tone="muted">{card.pinSet ? t('cards.pin.isSet') : t('cards.pin.notSet')}</Text>
      {!shown ? (
        <Inline space="small">
          <Button
            variant="secondary"
            onPress={() => {
              setShown(true);
            }}
          >
            {card.pinSet ? t('cards.pin.change') : t('cards.pin.set')}
          </Button>
        </Inline>
      ) : (
        <Form
          errorSummaryTitle={t('cards.new.problem')}
          onSubmit={(event) => {
            event.preventDefault();
            const found = cardPinProblem(pin, confirmPin);
            setProblem(found);
            if (found) return;
            void verify({ actionType: 'SET_CARD_PIN', cardLastFourDigits: card.lastFour }).then(
              (actionCode) => {
                if (actionCode === null) return;
                setPin.mutate(
                  { cardId: card.id, pin, confirmPin, actionCode },
                  {
                    onSuccess: () => {
                      showToast({ tone: 'success', description: t('cards.pin.done') });
                      setPinText('');
                      setConfirmPin('');
                      setShown(false);
                    },
                  },
                );
              },
            );
          }}
        >
          <Stack space="medium">
            <ErrorBanner error={setPin.error} />
            <PasswordField
              label={t('cards.pin.pin')}
              description={t('cards.pin.hint')}
              value={pin}
              inputMode="numeric"
              autoComplete="new-password"
              isInvalid={pinProblem}
              errorMessage={problem && pinProblem ? t(PROBLEMS[problem]) : undefined}
              onChange={(value) => {
                setPinText(digitsOnly(value));
                setProblem(null);
              }}
            />
            <PasswordField
              label={t('cards.pin.confirm')}
              value={confirmPin}
              inputMode="numeric"
              autoComplete="new-password"
              isInvalid={problem === 'confirmRequired' || problem === 'mismatch'}
              errorMessage={
                problem === 'confirmRequired' || problem === 'mismatch'
                  ? t(PROBLEMS[problem])
                  : undefined
              }
              onChange={(value) => {
                setConfirmPin(digitsOnly(value));
                setProblem(null);
              }}
            />
            <Inline space="small">
              <Button type="submit" isPending={setPin.isPending}>
                {t('cards.pin.save')}
              </Button>
            </Inline>
          </Stack>
        </Form>
      )}
    </Stack>
  );
}
