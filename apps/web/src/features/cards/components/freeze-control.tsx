import type { CardDetails } from '@outlay/api-client';
import { Button, showToast, Stack } from '@outlay/design-system';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { useVerification } from '@/lib/verification';
import { useModifyCardStatus } from '../api/modify-card-status';

/**
 * Freeze or unfreeze: a sensitive action, so it asks for a fresh code naming the card's last
 * four digits (the verification dialog), then tells the issuer.
 */
export function FreezeControl({ card }: { card: CardDetails }) {
  const { t } = useTranslator();
  const { verify } = useVerification();
  const modify = useModifyCardStatus();
  const action = card.status === 'in-active' ? 'unfreeze' : 'freeze';
  return (
    <Stack space="small">
      <ErrorBanner error={modify.error} />
      <div>
        <Button
          variant={action === 'freeze' ? 'secondary' : 'primary'}
          isPending={modify.isPending}
          onPress={() => {
            void verify({
              actionType: action === 'freeze' ? 'FREEZE_CARD' : 'UNFREEZE_CARD',
              cardLastFourDigits: card.lastFour,
            }).then((actionCode) => {
              if (actionCode === null) return;
              modify.mutate(
                { cardId: card.id, action, actionCode },
                {
                  onSuccess: () => {
                    showToast({
                      tone: 'success',
                      description: t(action === 'freeze' ? 'cards.frozen' : 'cards.unfrozen', {
                        lastFour: card.lastFour,
                      }),
                    });
                  },
                },
              );
            });
          }}
        >
          {t(action === 'freeze' ? 'cards.freeze' : 'cards.unfreeze')}
        </Button>
      </div>
    </Stack>
  );
}
