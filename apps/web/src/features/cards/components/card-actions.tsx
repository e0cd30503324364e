import type { CardDetails, ReplaceCardReason as ReplaceReason } from '@outlay/api-client';
import {
  AlertDialog,
  Button,
  Inline,
  Radio,
  RadioGroup,
  showToast,
  Stack,
} from '@outlay/design-system';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { useVerification } from '@/lib/verification';
import { useCancelCard, useReplaceCard } from '../api/card-actions';

const REASONS: readonly ReplaceReason[] = ['lost', 'stolen', 'damaged'];

/**
 * Cancel and replace: each asks first (cancelling cannot be undone), then for a fresh code
 * naming the card; a replacement then opens /replace-card-success.
 */
export function CardActions({ card }: { card: CardDetails }) {
  const { t } = useTranslator();
  const { verify } = useVerification();
  const [, navigate] = useLocation();
  const cancel = useCancelCard();
  const replace = useReplaceCard();
  const [asking, setAsking] = useState<'cancel' | 'replace' | null>(null);
  const [reason, setReason] = useState<ReplaceReason>('lost');
  const error = cancel.error ?? replace.error;

  const confirm = async () => {
    const action = asking;
    setAsking(null);
    if (!action) return;
    const actionCode = await verify({
      actionType: action === 'cancel' ? 'CANCEL_CARD' : 'REPLACE_CARD',
      cardLastFourDigits: card.lastFour,
    });
    if (actionCode === null) return;
    if (action === 'cancel') {
      cancel.mutate(
        { cardId: card.id, actionCode },
        {
          onSuccess: () => {
            showToast({
              tone: 'success',
              description: t('cards.cancelled', { lastFour: card.lastFour }),
            });
          },
        },
      );
    } else {
      replace.mutate(
        { cardId: card.id, reason, actionCode },
        {
          onSuccess: ({ card: replacement }) => {
            navigate(`/replace-card-success?card=${String(replacement.id)}`);
          },
        },
      );
    }
  };

  if (!card.permissions.cancel && !card.permissions.replace) return null;
  return (
    <Stack space="small">
      <ErrorBanner error={error} />
      <Inline space="small">
        {card.permissions.replace && (
          <Button
            variant="secondary"
            isPending={replace.isPending}
            onPress={() => {
              setAsking('replace');
            }}
          >
            {t('cards.replace')}
          </Button>
        )}
        {card.permissions.cancel && (
          <Button
            variant="secondary"
            isPending={cancel.isPending}
            onPress={() => {
              setAsking('cancel');
            }}
          >
            {t('cards.cancelCard')}
          </Button>
        )}
      </Inline>
      <AlertDialog
        isOpen={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking === 'cancel' ? t('cards.cancelTitle') : t('cards.replaceTitle')}
        confirmLabel={asking === 'cancel' ? t('cards.cancelConfirm') : t('cards.replaceConfirm')}
        cancelLabel={t('cards.keepCard')}
        tone={asking === 'cancel' ? 'danger' : 'primary'}
        onConfirm={() => void confirm()}
      >
        {asking === 'cancel' ? (
          t('cards.cancelBody', { lastFour: card.lastFour })
        ) : (
          <RadioGroup
            label={t('cards.replaceReason')}
            value={reason}
            onChange={(value) => {
              const chosen = REASONS.find((item) => item === value);
              if (chosen) setReason(chosen);
            }}
          >
            {REASONS.map((item) => (
              <Radio key={item} value={item}>
                {t(`cards.reason.${item}`)}
              </Radio>
            ))}
          </RadioGroup>
        )}
      </AlertDialog>
    </Stack>
  );
}
