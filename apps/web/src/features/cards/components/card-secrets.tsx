import type { CardSecrets } from '@outlay/api-client';
import { Box, Button, Inline, Stack, Text } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';

/** The number in groups of four, as printed on a card. */
export const groupedNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * A card's number, expiry and CVC while revealed, or its masked number with Reveal. The number
 * lives in the flow's memory only; it is never written to storage or a cache.
 */
export function CardSecretsPanel({
  lastFour,
  secrets,
  canReveal,
  revealing,
  onReveal,
  onHide,
}: {
  lastFour: string;
  secrets: CardSecrets | null;
  canReveal: boolean;
  revealing: boolean;
  onReveal: () => void;
  onHide: () => void;
}) {
  const { t } = useTranslator();
  if (!secrets) {
    return (
      <Inline space="medium" alignY="center">
        <Text weight="strong">{t('cards.masked', { lastFour })}</Text>
        <Button
          variant="secondary"
          size="small"
          isPending={revealing}
          isDisabled={!canReveal}
          onPress={onReveal}
        >
          {t('cards.reveal')}
        </Button>
      </Inline>
    );
  }
  return (
    <Box>
      <Stack space="small">
        <Text size="small" tone="muted">
          {t('cards.secrets.hint')}
        </Text>
        <Text weight="strong">
          {t('cards.secrets.number', { number: groupedNumber(secrets.cardNumber) })}
        </Text>
        <Text>
          {t('cards.secrets.expiry', {
            expiry: `${String(secrets.expiryMonth).padStart(2, '0')}/${String(secrets.expiryYear).slice(-2)}`,
          })}
        </Text>
        <Text>{t('cards.secrets.cvc', { cvc: secrets.cvc })}</Text>
        <Inline space="small">
          <Button variant="secondary" size="small" onPress={onHide}>
            {t('cards.hide')}
          </Button>
        </Inline>
      </Stack>
    </Box>
  );
}
