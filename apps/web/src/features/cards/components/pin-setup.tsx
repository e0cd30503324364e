import type { CardDetails } from '@outlay/api-client';
import { Button, Heading, Inline, Stack, Text } from '@outlay/design-system';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslator } from '@/i18n/intl';
import { whenIdle } from '@/lib/when-idle';

// The form runs the card PIN machine (xstate, some 15 KB with it): it loads once the page has
// painted, before Set PIN can be pressed, rather than with the page.
const loadPinForm = () => import('./pin-form').then((module) => ({ default: module.PinForm }));
const PinForm = lazy(loadPinForm);

/**
 * PIN set-up for a physical card: four digits, confirmed, strong (no repeated or running
 * digits), judged by the card PIN machine with the rules the server applies, then a fresh code
 * naming the card.
 */
export function PinSetup({ card }: { card: CardDetails }) {
  const { t } = useTranslator();
  const [shown, setShown] = useState(false);
  useEffect(() => whenIdle(() => void loadPinForm()), []);
  return (
    <Stack space="small" component="section" aria-labelledby="card-pin">
      <Heading level={2} id="card-pin">
        {t('cards.pin.title')}
      </Heading>
      <Text tone="muted">{card.pinSet ? t('cards.pin.isSet') : t('cards.pin.notSet')}</Text>
      {shown ? (
        <Suspense fallback={null}>
          <PinForm
            card={card}
            onDone={() => {
              setShown(false);
            }}
          />
        </Suspense>
      ) : (
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
      )}
    </Stack>
  );
}
